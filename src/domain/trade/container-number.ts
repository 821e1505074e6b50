import { err, ok, type Result } from '../shared/result';
import { compactCode } from './typed-code';

/**
 * Container numbers by ISO 6346: a 3-letter owner code, a category letter (U freight container,
 * J detachable equipment, Z trailer or chassis), a 6-digit serial and a check digit.
 * Check digit: letters are valued from A = 10 upwards skipping 11, 22 and 33 (so B = 12, K = 21, L = 23,
 * U = 32, V = 34, Z = 38), digits keep their value; each of the 10 values is multiplied by 2^position
 * (position 0 on the left); the sum modulo 11 is the check digit, and a result of 10 counts as 0.
 */
export type ContainerCategory = 'U' | 'J' | 'Z';

export interface ContainerNumber {
  readonly owner: string;
  readonly category: ContainerCategory;
  readonly serial: string;
  readonly checkDigit: string;
  /** The 11 characters, as stored (CSQU3054383). */
  readonly value: string;
  /** As painted on the box: CSQU 305438 3. */
  readonly display: string;
}

export type ContainerError =
  | { readonly code: 'required' }
  | { readonly code: 'containerFormat' }
  | { readonly code: 'containerCategory' }
  | { readonly code: 'checkDigitMissing'; readonly expected: string }
  | { readonly code: 'checkDigit'; readonly expected: string };

const BODY = /^[A-Z]{4}\d{6}$/;

function letterValue(letter: string): number {
  const value = letter.charCodeAt(0) - 65 + 10;
  return value + Math.floor((value - 1) / 10);
}

/** The check digit of the first 10 characters (owner code, category and serial). */
export function containerCheckDigit(body: string): string {
  if (!BODY.test(body)) throw new RangeError(`a container number body is 4 letters and 6 digits, got ${body}`);
  let sum = 0;
  for (let position = 0; position < 10; position++) {
    const char = body.charAt(position);
    sum += (position < 4 ? letterValue(char) : Number(char)) * 2 ** position;
  }
  return String((sum % 11) % 10);
}

export function formatContainerNumber(value: string): string {
  return `${value.slice(0, 4)} ${value.slice(4, 10)} ${value.slice(10)}`;
}

export function parseContainerNumber(text: string): Result<ContainerNumber, ContainerError> {
  const code = compactCode(text);
  if (code === '') return err({ code: 'required' });
  const body = code.slice(0, 10);
  if (!BODY.test(body) || code.length > 11 || (code.length === 11 && !/\d$/.test(code))) {
    return err({ code: 'containerFormat' });
  }
  const category = body.charAt(3);
  if (category !== 'U' && category !== 'J' && category !== 'Z') return err({ code: 'containerCategory' });
  const expected = containerCheckDigit(body);
  if (code.length === 10) return err({ code: 'checkDigitMissing', expected });
  if (code.charAt(10) !== expected) return err({ code: 'checkDigit', expected });
  return ok({
    owner: code.slice(0, 3),
    category,
    serial: code.slice(4, 10),
    checkDigit: expected,
    value: code,
    display: formatContainerNumber(code),
  });
}

export type ContainerListError = ContainerError | { readonly code: 'duplicate' };

/** Per typed container, its error or null; the second and later copies of the same number are duplicates. */
export function containerListErrors(texts: readonly string[]): (ContainerListError | null)[] {
  const seen = new Set<string>();
  return texts.map((text) => {
    const parsed = parseContainerNumber(text);
    if (!parsed.ok) return parsed.error;
    if (seen.has(parsed.value.value)) return { code: 'duplicate' };
    seen.add(parsed.value.value);
    return null;
  });
}
