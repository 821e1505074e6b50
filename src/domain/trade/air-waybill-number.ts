import { err, ok, type Result } from '../shared/result';
import { compactCode } from './typed-code';

/**
 * Air waybill numbers: a 3-digit airline prefix, a 7-digit serial and a check digit that is the serial
 * modulo 7 (so it is always 0 to 6). Shown as prefix-serial-check, e.g. 176-1234567-5.
 */
export interface AirWaybillNumber {
  readonly prefix: string;
  readonly serial: string;
  readonly checkDigit: string;
  /** The 11 digits, as stored. */
  readonly value: string;
  readonly display: string;
}

export type AirWaybillError =
  | { readonly code: 'required' }
  | { readonly code: 'awbFormat' }
  | { readonly code: 'checkDigitMissing'; readonly expected: string }
  | { readonly code: 'checkDigit'; readonly expected: string };

export function airWaybillCheckDigit(serial: string): string {
  if (!/^\d{7}$/.test(serial)) throw new RangeError(`an air waybill serial has 7 digits, got ${serial}`);
  return String(Number(serial) % 7);
}

export function formatAirWaybill(value: string): string {
  return `${value.slice(0, 3)}-${value.slice(3, 10)}-${value.slice(10)}`;
}

export function parseAirWaybill(text: string): Result<AirWaybillNumber, AirWaybillError> {
  const digits = compactCode(text);
  if (digits === '') return err({ code: 'required' });
  if (/^\d{10}$/.test(digits))
    return err({ code: 'checkDigitMissing', expected: airWaybillCheckDigit(digits.slice(3)) });
  if (!/^\d{11}$/.test(digits)) return err({ code: 'awbFormat' });
  const serial = digits.slice(3, 10);
  const expected = airWaybillCheckDigit(serial);
  if (digits[10] !== expected) return err({ code: 'checkDigit', expected });
  return ok({
    prefix: digits.slice(0, 3),
    serial,
    checkDigit: expected,
    value: digits,
    display: formatAirWaybill(digits),
  });
}
