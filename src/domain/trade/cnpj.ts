import { err, ok, type Result } from '../shared/result';
import { compactCode } from './typed-code';

/**
 * CNPJ, the Brazilian company tax id: 12 base characters and 2 check digits, shown 12.345.678/0001-95.
 * Each check digit: the characters before it are valued, multiplied by the weights 2, 3, ..., 9, 2, 3, ...
 * counted from the right, and summed; a remainder (sum modulo 11) below 2 gives 0, else 11 - remainder.
 * Since July 2026 the 12 base characters may also be upper-case letters (the alphanumeric CNPJ); every
 * character is valued by its ASCII code minus 48, so digits keep their value and A = 17 ... Z = 42.
 * The check digits stay numeric. A CNPJ made of one repeated character is refused.
 */
export interface Cnpj {
  /** The 14 characters, as stored. */
  readonly value: string;
  readonly display: string;
  readonly alphanumeric: boolean;
}

export type CnpjError =
  | { readonly code: 'required' }
  | { readonly code: 'cnpjFormat' }
  | { readonly code: 'cnpjRepeated' }
  | { readonly code: 'checkDigit'; readonly expected: string };

const SHAPE = /^[0-9A-Z]{12}\d{2}$/;

function checkDigitOf(chars: string): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) {
    const weight = 2 + ((chars.length - 1 - i) % 8);
    sum += (chars.charCodeAt(i) - 48) * weight;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The two check digits of a 12-character CNPJ base. */
export function cnpjCheckDigits(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError(`a CNPJ base has 12 digits or capital letters, got ${base}`);
  const first = checkDigitOf(base);
  return `${first}${checkDigitOf(`${base}${first}`)}`;
}

export function formatCnpj(value: string): string {
  return `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-${value.slice(12)}`;
}

export function parseCnpj(text: string): Result<Cnpj, CnpjError> {
  const value = compactCode(text);
  if (value === '') return err({ code: 'required' });
  if (!SHAPE.test(value)) return err({ code: 'cnpjFormat' });
  if (/^(.)\1*$/.test(value)) return err({ code: 'cnpjRepeated' });
  const expected = cnpjCheckDigits(value.slice(0, 12));
  if (value.slice(12) !== expected) return err({ code: 'checkDigit', expected });
  return ok({ value, display: formatCnpj(value), alphanumeric: /[A-Z]/.test(value) });
}
