import type { NavbarColor } from '../../domain/customizer/customizer-settings';

/** Customizer colour names to contrast-safe Mantine shades (white text needs 4.5:1; warning uses dark text). */
const COLORS: Readonly<Record<Exclude<NavbarColor, 'default'>, { readonly bg: string; readonly fg: string }>> = {
  primary: { bg: 'var(--mantine-color-blue-8)', fg: 'var(--mantine-color-white)' },
  success: { bg: 'var(--mantine-color-teal-9)', fg: 'var(--mantine-color-white)' },
  danger: { bg: 'var(--mantine-color-red-9)', fg: 'var(--mantine-color-white)' },
  info: { bg: 'var(--mantine-color-cyan-9)', fg: 'var(--mantine-color-white)' },
  warning: { bg: 'var(--mantine-color-yellow-5)', fg: 'var(--mantine-color-black)' },
  dark: { bg: 'var(--mantine-color-dark-6)', fg: 'var(--mantine-color-white)' },
};

/** CSS variables for an element coloured by the customizer; 'default' leaves the theme's own colours. */
export function colorVariables(color: NavbarColor, prefix: '--navbar' | '--menu-active'): Record<string, string> {
  if (color === 'default') return {};
  const c = COLORS[color];
  return prefix === '--navbar'
    ? { '--navbar-bg': c.bg, '--navbar-fg': c.fg }
    : { '--menu-active-bg': c.bg, '--menu-active-fg': c.fg };
}

export function swatchColor(color: NavbarColor): string {
  return color === 'default' ? 'var(--mantine-color-white)' : COLORS[color].bg;
}
