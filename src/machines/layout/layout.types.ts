import type { LayoutKind } from '../../domain/customizer/customizer-settings';

export interface LayoutContext {
  /** The layout the user chose in the customizer; the shown one also depends on the width. */
  readonly chosenLayout: LayoutKind;
  /** The user's collapse preference for the vertical sidebar. */
  readonly collapsed: boolean;
  readonly width: number;
}

export type LayoutInput = LayoutContext;

export type LayoutEvent =
  | { readonly type: 'viewport.resized'; readonly width: number }
  | { readonly type: 'preferences.changed'; readonly layout: LayoutKind; readonly collapsed: boolean }
  | { readonly type: 'sidebar.hovered' }
  | { readonly type: 'sidebar.left' }
  | { readonly type: 'sidebar.opened' }
  | { readonly type: 'sidebar.closed' }
  | { readonly type: 'sidebar.swiped'; readonly direction: 'open' | 'close' }
  | { readonly type: 'route.changed' };
