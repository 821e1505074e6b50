import { COUNTRY_CODES } from '../../../domain/shared/country-codes';
import { countryName } from '../format-freight';

interface CountryOption {
  readonly value: string;
  readonly label: string;
}

// Naming and sorting some 250 countries on every keystroke of a form would be felt: once per language is enough.
const byLocale = new Map<string, readonly CountryOption[]>();

function named(codes: readonly string[], locale: string): CountryOption[] {
  return codes.map((code) => ({ value: code, label: `${countryName(locale, code)} (${code})` }));
}

/** Every ISO 3166-1 country named in the reader's language (by the browser), in that language's order. */
export function countryOptions(locale: string, extra: readonly string[] = []): CountryOption[] {
  let all = byLocale.get(locale);
  if (!all) {
    all = named(COUNTRY_CODES, locale).sort((a, b) => a.label.localeCompare(b.label, locale));
    byLocale.set(locale, all);
  }
  const known = new Set(COUNTRY_CODES);
  // A stored code from before the list was enforced is still shown as it is, so the form does not lose it.
  const unknown = extra.filter((c) => /^[A-Z]{2}$/.test(c) && !known.has(c));
  return unknown.length === 0 ? [...all] : [...all, ...named(unknown, locale)];
}
