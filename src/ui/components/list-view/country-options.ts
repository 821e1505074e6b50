/** Countries offered in pickers (ISO 3166-1 alpha-2), named in the reader's language by the browser. */
export const COUNTRY_CODES = [
  'AE',
  'AR',
  'AU',
  'BE',
  'BO',
  'BR',
  'CA',
  'CH',
  'CL',
  'CN',
  'CO',
  'DE',
  'DK',
  'EC',
  'EG',
  'ES',
  'FR',
  'GB',
  'HK',
  'ID',
  'IL',
  'IN',
  'IT',
  'JP',
  'KR',
  'MA',
  'MX',
  'MY',
  'NG',
  'NL',
  'NO',
  'NZ',
  'PE',
  'PH',
  'PL',
  'PT',
  'PY',
  'RU',
  'SA',
  'SE',
  'SG',
  'TH',
  'TR',
  'TW',
  'US',
  'UY',
  'VE',
  'VN',
  'ZA',
] as const;

export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryOptions(locale: string, extra: readonly string[] = []) {
  const codes = [...new Set([...COUNTRY_CODES, ...extra.filter((c) => /^[A-Z]{2}$/.test(c))])];
  return codes
    .map((code) => ({ value: code, label: `${countryName(code, locale)} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
