/** The UI languages staff can choose, and the rule for reading a stored choice. */
export const UI_LOCALES = ['en', 'pt'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_LOCALE: UiLocale = 'en';

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}

/**
 * The language to open in: the person's stored choice, else (a first visit) the first of the browser's languages
 * that the app speaks (`pt-BR` and `pt-PT` read as `pt`), else the default.
 */
export function preferredLocale(stored: unknown, browserLanguages: readonly string[]): UiLocale {
  if (isUiLocale(stored)) return stored;
  const spoken = browserLanguages.map((tag) => tag.toLowerCase().split('-')[0]).find(isUiLocale);
  return spoken ?? DEFAULT_LOCALE;
}
