import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, formatCnpj, parseCnpj } from '../../../src/domain/trade/cnpj';
import { TAX_ID_MAX_LENGTH, taxIdFor } from '../../../src/domain/trade/tax-id';

describe('CNPJ check digits', () => {
  it.each([
    // Sums worked by hand: weights 5,4,3,2,9,8,7,6,5,4,3,2 then 6,5,4,3,2,9,8,7,6,5,4,3,2.
    ['112223330001', '81'], // 102 -> r 3 -> 8; 120 -> r 10 -> 1
    ['123456780001', '95'], // 222 -> r 2 -> 9; 237 -> r 6 -> 5
    ['000000000001', '91'], // Banco do Brasil: 2 -> 9; 21 -> r 10 -> 1
    ['330001670001', '01'], // Petrobras: 121 -> r 0 -> 0; 142 -> r 10 -> 1
    ['335925100001', '54'], // Vale: 127 -> r 6 -> 5; 150 -> r 7 -> 4
    ['12ABC34501DE', '35'], // alphanumeric example: A=17 B=18 C=19 D=20 E=21; 459 -> r 8 -> 3; 424 -> r 6 -> 5
  ])('%s -> %s', (base, digits) => {
    expect(cnpjCheckDigits(base)).toBe(digits);
  });

  it('refuses a base that is not 12 digits or capital letters', () => {
    expect(() => cnpjCheckDigits('1122233300')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12abc34501de')).toThrow(RangeError);
  });
});

describe('parseCnpj', () => {
  it.each([
    ['11.222.333/0001-81', '11222333000181', '11.222.333/0001-81'],
    ['12345678000195', '12345678000195', '12.345.678/0001-95'],
    [' 00.000.000/0001-91 ', '00000000000191', '00.000.000/0001-91'],
    ['33 000 167 0001 01', '33000167000101', '33.000.167/0001-01'],
    ['33.592.510/0001-54', '33592510000154', '33.592.510/0001-54'],
  ])('accepts the numeric CNPJ %j', (typed, value, display) => {
    expect(parseCnpj(typed)).toEqual({ ok: true, value: { value, display, alphanumeric: false } });
  });

  it('accepts the alphanumeric CNPJ, typed in any case', () => {
    const expected = {
      ok: true,
      value: { value: '12ABC34501DE35', display: '12.ABC.345/01DE-35', alphanumeric: true },
    };
    expect(parseCnpj('12.ABC.345/01DE-35')).toEqual(expected);
    expect(parseCnpj('12.abc.345/01de-35')).toEqual(expected);
  });

  it('names both expected check digits when they are wrong', () => {
    expect(parseCnpj('11.222.333/0001-82')).toEqual({ ok: false, error: { code: 'checkDigit', expected: '81' } });
    expect(parseCnpj('12.345.678/0001-59')).toEqual({ ok: false, error: { code: 'checkDigit', expected: '95' } });
    expect(parseCnpj('12.ABC.345/01DE-53')).toEqual({ ok: false, error: { code: 'checkDigit', expected: '35' } });
  });

  it('catches a single mistyped digit of the base', () => {
    expect(parseCnpj('11.222.334/0001-81')).toMatchObject({ ok: false, error: { code: 'checkDigit' } });
  });

  it('refuses a CNPJ of one repeated digit, even where the check digits fit', () => {
    expect(parseCnpj('00.000.000/0000-00')).toEqual({ ok: false, error: { code: 'cnpjRepeated' } });
    expect(parseCnpj('11111111111111')).toEqual({ ok: false, error: { code: 'cnpjRepeated' } });
    expect(parseCnpj('99.999.999/9999-99')).toEqual({ ok: false, error: { code: 'cnpjRepeated' } });
  });

  it.each(['1122233300018', '112223330001811', '11.222.333/0001-8A', '11.222.333/0001_81', '12ÁBC34501DE35'])(
    'rejects the malformed %j',
    (typed) => {
      expect(parseCnpj(typed)).toEqual({ ok: false, error: { code: 'cnpjFormat' } });
    },
  );

  it('asks for a CNPJ when nothing is typed', () => {
    expect(parseCnpj('')).toEqual({ ok: false, error: { code: 'required' } });
  });

  it('formats 14 characters with dots, slash and dash', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('taxIdFor', () => {
  it('checks a CNPJ for a Brazilian party', () => {
    expect(taxIdFor('BR', '11222333000181')).toEqual({
      ok: true,
      value: { kind: 'cnpj', value: '11222333000181', display: '11.222.333/0001-81' },
    });
    expect(taxIdFor('br', '11222333000182')).toEqual({ ok: false, error: { code: 'checkDigit', expected: '81' } });
    expect(taxIdFor('BR', 'DE123456789')).toEqual({ ok: false, error: { code: 'cnpjFormat' } });
  });

  it('keeps any other country tax id as typed, trimmed and with spaces collapsed', () => {
    expect(taxIdFor('DE', ' DE 123  456 789 ')).toEqual({
      ok: true,
      value: { kind: 'other', value: 'DE 123 456 789', display: 'DE 123 456 789' },
    });
    expect(taxIdFor('US', '12-3456789')).toMatchObject({ ok: true, value: { kind: 'other', value: '12-3456789' } });
    // A Brazilian-looking number is not checked for a foreign party.
    expect(taxIdFor('AR', '11222333000182')).toMatchObject({ ok: true, value: { kind: 'other' } });
  });

  it('limits a foreign tax id to 40 characters and asks for one when empty', () => {
    expect(taxIdFor('NL', 'X'.repeat(TAX_ID_MAX_LENGTH)).ok).toBe(true);
    expect(taxIdFor('NL', 'X'.repeat(TAX_ID_MAX_LENGTH + 1))).toEqual({
      ok: false,
      error: { code: 'tooLong', max: 40 },
    });
    expect(taxIdFor('NL', '  ')).toEqual({ ok: false, error: { code: 'required' } });
    expect(taxIdFor('BR', '  ')).toEqual({ ok: false, error: { code: 'required' } });
  });
});
