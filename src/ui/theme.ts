import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** primaryShade 8: Mantine's default blue shade fails WCAG contrast for white text (axe). */
export const appTheme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/** Mantine's 'dimmed' grey is below 4.5:1 on white; one shade darker (lighter in dark mode) passes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
