import { err, ok, type Result } from '../shared/result';

/**
 * Bills of lading have no check digit and each carrier numbers its own, so the rule is only a clean
 * shape: trimmed, upper case, inner whitespace collapsed to one space, letters, digits, space, - / .
 * and at most 35 characters (the length of a document number in UN/EDIFACT messages).
 */
export const BILL_OF_LADING_MAX_LENGTH = 35;

export type BillOfLadingError =
  | { readonly code: 'required' }
  | { readonly code: 'tooLong'; readonly max: number }
  | { readonly code: 'blCharacters' };

export function normaliseBillOfLading(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toUpperCase();
}

export function parseBillOfLading(text: string): Result<string, BillOfLadingError> {
  const value = normaliseBillOfLading(text);
  if (value === '') return err({ code: 'required' });
  if (!/^[A-Z0-9 ./-]+$/.test(value)) return err({ code: 'blCharacters' });
  if (value.length > BILL_OF_LADING_MAX_LENGTH) return err({ code: 'tooLong', max: BILL_OF_LADING_MAX_LENGTH });
  return ok(value);
}
