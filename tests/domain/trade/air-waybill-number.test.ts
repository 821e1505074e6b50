import { describe, expect, it } from 'vitest';
import { airWaybillCheckDigit, formatAirWaybill, parseAirWaybill } from '../../../src/domain/trade/air-waybill-number';
import { AIRLINE_PREFIXES, airlineByPrefix } from '../../../src/domain/trade/airline-prefixes';

describe('air waybill check digit (serial modulo 7)', () => {
  it('gives the published example: serial 1234567 -> 5 (1234567 = 7 x 176366 + 5)', () => {
    expect(airWaybillCheckDigit('1234567')).toBe('5');
  });

  it('gives the published example: serial 8114074 -> 3', () => {
    expect(airWaybillCheckDigit('8114074')).toBe('3');
  });

  it('is always 0 to 6', () => {
    expect(airWaybillCheckDigit('0000000')).toBe('0');
    expect(airWaybillCheckDigit('0000006')).toBe('6');
    expect(airWaybillCheckDigit('0000007')).toBe('0');
    expect(airWaybillCheckDigit('9999999')).toBe('2'); // 7 x 1428571 = 9999997
  });

  it('refuses a serial that is not 7 digits', () => {
    expect(() => airWaybillCheckDigit('123456')).toThrow(RangeError);
    expect(() => airWaybillCheckDigit('12345a7')).toThrow(RangeError);
  });
});

describe('parseAirWaybill', () => {
  it.each([
    ['176-12345675', '176-1234567-5'],
    ['176-1234567-5', '176-1234567-5'],
    ['17612345675', '176-1234567-5'],
    ['  176 1234 5675 ', '176-1234567-5'],
    ['176.1234567.5', '176-1234567-5'],
    ['020-81140743', '020-8114074-3'],
    ['589 8114074 3', '589-8114074-3'],
  ])('accepts the valid %j and shows it as %s', (typed, display) => {
    const parsed = parseAirWaybill(typed);
    expect(parsed.ok && parsed.value.display).toBe(display);
  });

  it('splits the number into prefix, serial and check digit and keeps the 11 digits', () => {
    expect(parseAirWaybill('176-12345675')).toEqual({
      ok: true,
      value: { prefix: '176', serial: '1234567', checkDigit: '5', value: '17612345675', display: '176-1234567-5' },
    });
  });

  it('names the expected digit when the check digit is wrong', () => {
    expect(parseAirWaybill('176-12345676')).toEqual({ ok: false, error: { code: 'checkDigit', expected: '5' } });
    expect(parseAirWaybill('020-81140745')).toEqual({ ok: false, error: { code: 'checkDigit', expected: '3' } });
  });

  it('catches a transposition of two serial digits (1235467 = 7 x 176495 + 2)', () => {
    expect(parseAirWaybill('176-12354675')).toEqual({ ok: false, error: { code: 'checkDigit', expected: '2' } });
  });

  it('rejects 7, 8 and 9 as check digits, which modulo 7 never gives', () => {
    for (const digit of ['7', '8', '9']) {
      const parsed = parseAirWaybill(`176-1234567${digit}`);
      expect(parsed).toEqual({ ok: false, error: { code: 'checkDigit', expected: '5' } });
    }
  });

  it('says which check digit is missing when only 10 digits are typed', () => {
    expect(parseAirWaybill('176-1234567')).toEqual({ ok: false, error: { code: 'checkDigitMissing', expected: '5' } });
  });

  it.each(['176-123456', '176-123456756', 'ABC-12345675', '176-1234567-5X', '176_12345675'])(
    'rejects the malformed %j',
    (typed) => {
      expect(parseAirWaybill(typed)).toEqual({ ok: false, error: { code: 'awbFormat' } });
    },
  );

  it('asks for a number when nothing is typed', () => {
    expect(parseAirWaybill('')).toEqual({ ok: false, error: { code: 'required' } });
    expect(parseAirWaybill(' - ')).toEqual({ ok: false, error: { code: 'required' } });
  });

  it('formats 11 digits as prefix-serial-check', () => {
    expect(formatAirWaybill('05712345675')).toBe('057-1234567-5');
  });
});

describe('airline prefixes', () => {
  it('names the airline of common prefixes', () => {
    expect(airlineByPrefix('176')).toEqual({ prefix: '176', iata: 'EK', name: 'Emirates' });
    expect(airlineByPrefix('020')?.name).toBe('Lufthansa Cargo');
    expect(airlineByPrefix('957')?.iata).toBe('JJ');
    expect(airlineByPrefix('577')?.iata).toBe('AD');
    expect(airlineByPrefix('127')?.iata).toBe('G3');
    expect(airlineByPrefix('160')?.name).toBe('Cathay Pacific');
  });

  it('has no name for a prefix outside the seed', () => {
    expect(airlineByPrefix('589')).toBeNull();
    expect(airlineByPrefix('000')).toBeNull();
  });

  it('lists each prefix and each airline designator once, all well shaped', () => {
    const prefixes = AIRLINE_PREFIXES.map((a) => a.prefix);
    const designators = AIRLINE_PREFIXES.map((a) => a.iata);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(new Set(designators).size).toBe(designators.length);
    expect(prefixes.every((p) => /^\d{3}$/.test(p))).toBe(true);
    expect(designators.every((d) => /^[A-Z0-9]{2}$/.test(d))).toBe(true);
  });
});
