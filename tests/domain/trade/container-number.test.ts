import { describe, expect, it } from 'vitest';
import {
  containerCheckDigit,
  containerListErrors,
  formatContainerNumber,
  parseContainerNumber,
} from '../../../src/domain/trade/container-number';

describe('ISO 6346 check digit', () => {
  it('gives 3 for the standard example CSQU 305438 3', () => {
    // C13x1 + S30x2 + Q28x4 + U32x8 + 3x16 + 0x32 + 5x64 + 4x128 + 3x256 + 8x512 = 6185 = 11 x 562 + 3
    expect(containerCheckDigit('CSQU305438')).toBe('3');
  });

  it("gives 5 for the container bureau's own example BICU 123456 5", () => {
    expect(containerCheckDigit('BICU123456')).toBe('5');
  });

  it('values letters 10 to 38 skipping multiples of 11 (A=10, B=12, K=21, L=23, U=32, V=34, Z=38)', () => {
    // With serial 000000 the sum is owner1 + 2 x owner2 + 4 x owner3 + 8 x category.
    expect(containerCheckDigit('AAAU000000')).toBe('7'); // 10 + 20 + 40 + 256 = 326 = 11 x 29 + 7
    expect(containerCheckDigit('BBBU000000')).toBe('0'); // 12 + 24 + 48 + 256 = 340 = 11 x 30 + 10
    expect(containerCheckDigit('KLVU000000')).toBe('8'); // 21 + 46 + 136 + 256 = 459 = 11 x 41 + 8
    expect(containerCheckDigit('ZZZJ000000')).toBe('8'); // 38 + 76 + 152 + 160 = 426 = 11 x 38 + 8
  });

  it('counts a remainder of 10 as 0 (MAEU 100005: sum 2936 = 11 x 266 + 10)', () => {
    expect(containerCheckDigit('MAEU100005')).toBe('0');
  });

  it('refuses a body that is not 4 letters and 6 digits', () => {
    expect(() => containerCheckDigit('CSQ3054383')).toThrow(RangeError);
    expect(() => containerCheckDigit('csqu305438')).toThrow(RangeError);
  });
});

describe('parseContainerNumber', () => {
  it.each([
    ['CSQU3054383', 'CSQU3054383'],
    ['csqu3054383', 'CSQU3054383'],
    ['CSQU 305438 3', 'CSQU3054383'],
    ['CSQU-305438-3', 'CSQU3054383'],
    [' csqu 305 438-3 ', 'CSQU3054383'],
    ['BICU1234565', 'BICU1234565'],
    ['MSCU 123456 6', 'MSCU1234566'],
    ['MAEU1000050', 'MAEU1000050'],
  ])('accepts %j as %s', (typed, value) => {
    const parsed = parseContainerNumber(typed);
    expect(parsed.ok && parsed.value.value).toBe(value);
  });

  it('splits owner, category, serial and check digit and shows the number as painted', () => {
    expect(parseContainerNumber('csqu 3054383')).toEqual({
      ok: true,
      value: {
        owner: 'CSQ',
        category: 'U',
        serial: '305438',
        checkDigit: '3',
        value: 'CSQU3054383',
        display: 'CSQU 305438 3',
      },
    });
  });

  it('accepts the J and Z categories', () => {
    const j = `ABCJ123456${containerCheckDigit('ABCJ123456')}`;
    const z = `ABCZ123456${containerCheckDigit('ABCZ123456')}`;
    expect(parseContainerNumber(j).ok && parseContainerNumber(j)).toMatchObject({ value: { category: 'J' } });
    expect(parseContainerNumber(z).ok && parseContainerNumber(z)).toMatchObject({ value: { category: 'Z' } });
  });

  it('names the expected digit when the check digit is wrong', () => {
    expect(parseContainerNumber('CSQU3054384')).toEqual({ ok: false, error: { code: 'checkDigit', expected: '3' } });
    // MSCU1234567 circulates as an "example" container number; its check digit should be 6.
    expect(parseContainerNumber('MSCU1234567')).toEqual({ ok: false, error: { code: 'checkDigit', expected: '6' } });
    expect(parseContainerNumber('MAEU1000051')).toEqual({ ok: false, error: { code: 'checkDigit', expected: '0' } });
  });

  it('catches a mistyped owner letter and a transposed serial', () => {
    expect(parseContainerNumber('CSOU3054383')).toMatchObject({ ok: false, error: { code: 'checkDigit' } });
    expect(parseContainerNumber('CSQU3045383')).toMatchObject({ ok: false, error: { code: 'checkDigit' } });
  });

  it('says which check digit is missing when only owner, category and serial are typed', () => {
    expect(parseContainerNumber('CSQU 305438')).toEqual({
      ok: false,
      error: { code: 'checkDigitMissing', expected: '3' },
    });
  });

  it('refuses a category letter other than U, J or Z', () => {
    expect(parseContainerNumber('CSQX3054383')).toEqual({ ok: false, error: { code: 'containerCategory' } });
    expect(parseContainerNumber('CSQR305438')).toEqual({ ok: false, error: { code: 'containerCategory' } });
  });

  it.each(['CSQ3054383', 'CSQU305438X', 'CSQU30543833', 'CSQU30543', '1SQU3054383', 'CSQU305A383', 'CSQU_3054383'])(
    'rejects the malformed %j',
    (typed) => {
      expect(parseContainerNumber(typed)).toEqual({ ok: false, error: { code: 'containerFormat' } });
    },
  );

  it('asks for a number when nothing is typed', () => {
    expect(parseContainerNumber('   ')).toEqual({ ok: false, error: { code: 'required' } });
  });

  it('formats 11 characters as owner+category, serial, check digit', () => {
    expect(formatContainerNumber('BICU1234565')).toBe('BICU 123456 5');
  });
});

describe('containerListErrors', () => {
  it('checks each container of a shipment and flags repeats of the same box', () => {
    expect(containerListErrors(['CSQU3054383', 'BICU1234565', 'csqu 305438 3', 'MSCU1234567', ''])).toEqual([
      null,
      null,
      { code: 'duplicate' },
      { code: 'checkDigit', expected: '6' },
      { code: 'required' },
    ]);
  });

  it('is empty for no containers', () => {
    expect(containerListErrors([])).toEqual([]);
  });
});
