import type { LayoutKind } from './customizer-settings';

/** Spec section 9: breakpoint 1200 px; at 1199 px and below the horizontal layout becomes vertical. */
export const HORIZONTAL_MAX_NARROW_WIDTH = 1199;
export const SCROLL_TO_TOP_AFTER_PX = 160;
export const NAVBAR_SCROLLED_AFTER_PX = 50;

export function isNarrow(width: number): boolean {
  return width <= HORIZONTAL_MAX_NARROW_WIDTH;
}

export function effectiveLayout(chosen: LayoutKind, width: number): LayoutKind {
  return chosen === 'horizontal' && !isNarrow(width) ? 'horizontal' : 'vertical';
}
