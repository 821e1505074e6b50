import { describe, expect, it } from 'vitest';
import {
  formatDecimalInput,
  parseDecimalInput,
  type DecimalInputOptions,
} from '../../../src/domain/shared/decimal-input';

const pt2: DecimalInputOptions = { locale: 'pt', scale: 2 };
const en2: DecimalInputOptions = { locale: 'en', scale: 2 };

describe('parseDecimalInput in Portuguese', () => {
  it.each([
    ['1,5', 150],
    ['1.234,56', 123_456],
    ['1234,56', 123_456],
    ['0,01', 1],
    [',5', 50],
    ['5,', 500],
    ['12', 1200],
    ['  7,25 ', 725],
    ['1.000.000', 100_000_000],
    ['1 234,5', 123_450],
    ['1\u00a0234,5', 123_450],
    ['+3', 300],
    ['2,50', 250],
    ['2,500', 250],
    ['-0', 0],
  ])('reads %j as %i', (text, expected) => {
    expect(parseDecimalInput(text, pt2)).toEqual({ ok: true, value: expected });
  });

  it('refuses an English-style decimal point instead of reading 1.5 as 15', () => {
    expect(parseDecimalInput('1.5', pt2)).toEqual({ ok: false, error: 'malformed' });
  });
});

describe('parseDecimalInput in English', () => {
  it.each([
    ['1.5', 150],
    ['1,234.56', 123_456],
    ['1234.56', 123_456],
    ['.75', 75],
    ['1,000', 100_000],
  ])('reads %j as %i', (text, expected) => {
    expect(parseDecimalInput(text, en2)).toEqual({ ok: true, value: expected });
  });

  it('refuses a Portuguese decimal comma', () => {
    expect(parseDecimalInput('1,5', en2)).toEqual({ ok: false, error: 'malformed' });
    expect(parseDecimalInput('1.234,56', en2)).toEqual({ ok: false, error: 'malformed' });
  });
});

describe('parseDecimalInput errors (never a silent 0 or NaN)', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'malformed'],
    ['1e5', 'malformed'],
    ['1,2,3', 'malformed'],
    ['1..2', 'malformed'],
    ['12a', 'malformed'],
    ['-', 'malformed'],
    ['+-1', 'malformed'],
    ['1.23.4', 'malformed'],
    ['12,34,56', 'malformed'],
    ['$10', 'malformed'],
    ['1,23.4', 'malformed'],
    ['1 23', 'malformed'],
    ['1,234 567', 'malformed'],
    ['-1', 'negative'],
    ['\u22121.5', 'negative'],
    ['- 2', 'negative'],
    ['NaN', 'notFinite'],
    ['Infinity', 'notFinite'],
    ['-Infinity', 'notFinite'],
    ['∞', 'notFinite'],
    ['inf', 'notFinite'],
    ['1.234', 'tooManyDecimals'],
    ['0.001', 'tooManyDecimals'],
    ['99999999999999999', 'tooLarge'],
  ])('%j -> %s', (text, code) => {
    expect(parseDecimalInput(text, en2)).toEqual({ ok: false, error: code });
  });

  it('accepts negatives only when asked', () => {
    expect(parseDecimalInput('-1,5', { ...pt2, allowNegative: true })).toEqual({ ok: true, value: -150 });
  });

  it('uses the scale given: quantities to the thousandth, zero-decimal currencies', () => {
    expect(parseDecimalInput('1,5', { locale: 'pt', scale: 3 })).toEqual({ ok: true, value: 1500 });
    expect(parseDecimalInput('0,125', { locale: 'pt', scale: 3 })).toEqual({ ok: true, value: 125 });
    expect(parseDecimalInput('1500', { locale: 'en', scale: 0 })).toEqual({ ok: true, value: 1500 });
    expect(parseDecimalInput('1500.5', { locale: 'en', scale: 0 })).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parseDecimalInput('5.4321', { locale: 'en', scale: 6 })).toEqual({ ok: true, value: 5_432_100 });
  });
});

describe('formatDecimalInput', () => {
  it('writes a scaled value back in the locale notation, without trailing zeros', () => {
    expect(formatDecimalInput(1500, 3, 'pt')).toBe('1,5');
    expect(formatDecimalInput(1500, 3, 'en')).toBe('1.5');
    expect(formatDecimalInput(123_456, 2, 'pt')).toBe('1234,56');
    expect(formatDecimalInput(5, 2, 'en')).toBe('0.05');
    expect(formatDecimalInput(-250, 2, 'en')).toBe('-2.5');
    expect(formatDecimalInput(7000, 3, 'en')).toBe('7');
    expect(formatDecimalInput(42, 0, 'en')).toBe('42');
  });

  it('round-trips through parseDecimalInput', () => {
    for (const value of [0, 1, 99, 100, 1234, 1_000_001, 5_432_100]) {
      for (const locale of ['en', 'pt'] as const) {
        expect(parseDecimalInput(formatDecimalInput(value, 3, locale), { locale, scale: 3 })).toEqual({
          ok: true,
          value,
        });
      }
    }
  });
});
