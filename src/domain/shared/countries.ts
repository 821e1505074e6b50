import { COUNTRY_TABLE } from './country-table';
import { foldText } from './list-query';

/** Countries by their ISO 3166-1 alpha-2 code, named in English and Portuguese (validation: country-codes.ts). */
export interface Country {
  readonly code: string;
  readonly en: string;
  readonly pt: string;
}

export type CountryLanguage = 'en' | 'pt';

export const COUNTRIES: readonly Country[] = COUNTRY_TABLE.map(([code, en, pt]) => ({ code, en, pt }));
const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

export function findCountry(code: string): Country | undefined {
  return BY_CODE.get(code);
}

/** The country's name in `language`; a code not in the list (an old record) is shown as stored. */
export function countryName(code: string, language: CountryLanguage): string {
  return BY_CODE.get(code)?.[language] ?? code;
}

/** The words a search matches a country by: its code and both names ('JP Japan Japão'). */
export function countrySearchText(code: string): string {
  const country = BY_CODE.get(code);
  return country ? `${country.code} ${country.en} ${country.pt}` : code;
}

/** The code of a country typed as its code or its full name in either language ('japao' -> 'JP'), or null. */
export function countryFromText(text: string): string | null {
  const wanted = foldText(text.trim());
  if (wanted === '') return null;
  const found = COUNTRIES.find(
    (c) => foldText(c.code) === wanted || foldText(c.en) === wanted || foldText(c.pt) === wanted,
  );
  return found?.code ?? null;
}
