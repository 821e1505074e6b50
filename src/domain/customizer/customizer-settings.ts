/** The theme customizer's settings (layout, theme, skin, content width, menu and navbar) and the rules between them. */
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const THEMES = ['light', 'dark', 'semi-dark'] as const;
export const MENU_THEMES = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const NAVBAR_COLORS = ['default', 'primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const NAVBAR_TYPES = ['hidden', 'static', 'sticky', 'floating'] as const;
export const FOOTER_TYPES = ['hidden', 'static', 'sticky'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;

export type LayoutKind = (typeof LAYOUTS)[number];
export type ThemeMode = (typeof THEMES)[number];
export type MenuTheme = (typeof MENU_THEMES)[number];
export type NavbarColor = (typeof NAVBAR_COLORS)[number];
export type NavbarType = (typeof NAVBAR_TYPES)[number];
export type FooterType = (typeof FOOTER_TYPES)[number];
export type Direction = (typeof DIRECTIONS)[number];

export interface CustomizerSettings {
  readonly layout: LayoutKind;
  readonly theme: ThemeMode;
  readonly menuTheme: MenuTheme;
  readonly navbarColor: NavbarColor;
  readonly navbarType: NavbarType;
  readonly footerType: FooterType;
  readonly sidebarCollapsed: boolean;
  readonly hideScrollToTop: boolean;
  readonly direction: Direction;
  readonly disableCustomizer: boolean;
}

/**
 * Spec defaults. 'Customizer disabled' is read as the panel starting closed: the panel itself is a
 * deliverable, so disableCustomizer stays false (the field is kept for the stored shape).
 */
export const DEFAULT_CUSTOMIZER_SETTINGS: CustomizerSettings = {
  layout: 'vertical',
  theme: 'light',
  menuTheme: 'primary',
  navbarColor: 'default',
  navbarType: 'floating',
  footerType: 'static',
  sidebarCollapsed: false,
  hideScrollToTop: false,
  direction: 'ltr',
  disableCustomizer: false,
};

/** Semi-dark (dark sidebar, light page) exists only where there is a sidebar: the vertical layout. */
export function isThemeAllowed(theme: ThemeMode, layout: LayoutKind): boolean {
  return theme !== 'semi-dark' || layout === 'vertical';
}

/** Applies a change and keeps the settings consistent (semi-dark falls back to light outside vertical). */
export function changeSettings(settings: CustomizerSettings, patch: Partial<CustomizerSettings>): CustomizerSettings {
  const next = { ...settings, ...patch };
  return isThemeAllowed(next.theme, next.layout) ? next : { ...next, theme: 'light' };
}

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/**
 * Reads stored settings. Anything that is not a JSON object gives the defaults; a field that is
 * missing or unknown takes its default, so an older or hand-edited value still loads.
 */
export function parseCustomizerSettings(raw: string | null): CustomizerSettings {
  if (raw === null) return DEFAULT_CUSTOMIZER_SETTINGS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_CUSTOMIZER_SETTINGS;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return DEFAULT_CUSTOMIZER_SETTINGS;
  const v = value as Record<string, unknown>;
  const d = DEFAULT_CUSTOMIZER_SETTINGS;
  return changeSettings(d, {
    layout: pick(LAYOUTS, v.layout, d.layout),
    theme: pick(THEMES, v.theme, d.theme),
    menuTheme: pick(MENU_THEMES, v.menuTheme, d.menuTheme),
    navbarColor: pick(NAVBAR_COLORS, v.navbarColor, d.navbarColor),
    navbarType: pick(NAVBAR_TYPES, v.navbarType, d.navbarType),
    footerType: pick(FOOTER_TYPES, v.footerType, d.footerType),
    sidebarCollapsed: bool(v.sidebarCollapsed, d.sidebarCollapsed),
    hideScrollToTop: bool(v.hideScrollToTop, d.hideScrollToTop),
    direction: pick(DIRECTIONS, v.direction, d.direction),
    disableCustomizer: bool(v.disableCustomizer, d.disableCustomizer),
  });
}

export function serializeCustomizerSettings(settings: CustomizerSettings): string {
  return JSON.stringify(settings);
}
