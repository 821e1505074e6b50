import { createTheme, type CSSVariablesResolver, type MantineColorSchemeManager } from '@mantine/core';

/** primaryShade 8: Mantine's default blue shade fails WCAG contrast for white text (axe). */
export const appTheme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/**
 * Mantine's 'dimmed' grey and its field-error red are below 4.5:1 on white (and the red on the dark
 * page too); darker shades in light mode, lighter ones in dark mode pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

/**
 * Mantine's colour scheme follows the customizer's stored mode (semi-dark is a light page with a
 * dark sidebar). The customizer persists its own settings, so this manager never writes.
 */
export function customizerColorSchemeManager(
  storedTheme: () => 'light' | 'dark' | 'semi-dark',
): MantineColorSchemeManager {
  return {
    get: () => (storedTheme() === 'dark' ? 'dark' : 'light'),
    set: () => {},
    subscribe: () => {},
    unsubscribe: () => {},
    clear: () => {},
  };
}
