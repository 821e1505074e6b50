/** The UI languages staff can choose, and the rule for reading a stored choice. */
export const UI_LOCALES = ['en', 'pt'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_LOCALE: UiLocale = 'en';

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}

/** A stored value that is missing or not a known locale falls back to the default. */
export function localeOrDefault(value: unknown): UiLocale {
  return isUiLocale(value) ? value : DEFAULT_LOCALE;
}
