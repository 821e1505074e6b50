import { err, ok, type Result } from '../shared/result';
import { parseCnpj, type CnpjError } from './cnpj';

/**
 * A party's tax id by its country: Brazilian companies carry a CNPJ, checked with its check digits;
 * elsewhere the id is kept as typed (trimmed, spaces collapsed), since each country has its own scheme.
 */
export const TAX_ID_MAX_LENGTH = 40;

export type TaxId =
  | { readonly kind: 'cnpj'; readonly value: string; readonly display: string }
  | { readonly kind: 'other'; readonly value: string; readonly display: string };

export type TaxIdError = CnpjError | { readonly code: 'tooLong'; readonly max: number };

export function taxIdFor(country: string, text: string): Result<TaxId, TaxIdError> {
  if (country.trim().toUpperCase() === 'BR') {
    const cnpj = parseCnpj(text);
    return cnpj.ok ? ok({ kind: 'cnpj', value: cnpj.value.value, display: cnpj.value.display }) : cnpj;
  }
  const value = text.trim().replace(/\s+/g, ' ');
  if (value === '') return err({ code: 'required' });
  if (value.length > TAX_ID_MAX_LENGTH) return err({ code: 'tooLong', max: TAX_ID_MAX_LENGTH });
  return ok({ kind: 'other', value, display: value });
}
