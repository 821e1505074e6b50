import { describe, expect, it } from 'vitest';
import {
  invoiceRateStatement,
  overrideRate,
  ptaxDateFor,
  quoteOf,
  type ExchangeRateQuote,
} from '../../../src/domain/trade/exchange-rate-quote';

describe('ptaxDateFor: the last business day before the invoice date', () => {
  it.each([
    ['2026-03-18', '2026-03-17', 'a Wednesday invoice takes Tuesday'],
    ['2026-03-16', '2026-03-13', 'a Monday invoice takes Friday'],
    ['2026-03-14', '2026-03-13', 'a Saturday invoice takes Friday'],
    ['2026-02-18', '2026-02-13', 'an Ash Wednesday invoice takes the Friday before Carnival'],
    ['2026-04-06', '2026-04-02', 'the Monday after Easter takes Maundy Thursday'],
    ['2026-01-02', '2025-12-31', 'the day after New Year takes 31 December'],
    ['2024-11-21', '2024-11-19', 'the day after Black Consciousness Day takes the day before it'],
  ])('%s -> %s (%s)', (invoiceDate, ptaxDate) => {
    expect(ptaxDateFor(invoiceDate)).toEqual({ ok: true, value: ptaxDate });
  });

  it('refuses a date that does not exist', () => {
    expect(ptaxDateFor('2026-02-29')).toEqual({ ok: false, error: 'invalidDate' });
    expect(ptaxDateFor('')).toEqual({ ok: false, error: 'invalidDate' });
  });
});

describe('invoiceRateStatement', () => {
  const ptax: ExchangeRateQuote = { date: '2026-03-13', rateMicros: 5_432_100, source: 'ptax', overridden: false };

  it('prints the PTAX buy rate with its date when it is the rule date', () => {
    expect(invoiceRateStatement(ptax, '2026-03-16')).toEqual({
      ok: true,
      value: { kind: 'ptaxBuy', rateMicros: 5_432_100, rateDate: '2026-03-13', ruleDate: '2026-03-13', warnings: [] },
    });
  });

  it('warns when a PTAX or table rate is of another day than the rule asks', () => {
    const older = invoiceRateStatement({ ...ptax, date: '2026-03-12' }, '2026-03-16');
    expect(older).toMatchObject({ ok: true, value: { kind: 'ptaxBuy', warnings: ['rateDateNotRuleDate'] } });
    const table = invoiceRateStatement({ ...ptax, source: 'table', date: '2026-03-12' }, '2026-03-16');
    expect(table).toMatchObject({ ok: true, value: { kind: 'rateTable', warnings: ['rateDateNotRuleDate'] } });
  });

  it('warns when the rate is of the invoice day or later', () => {
    const sameDay = invoiceRateStatement({ ...ptax, date: '2026-03-16' }, '2026-03-16');
    expect(sameDay).toMatchObject({
      ok: true,
      value: { warnings: ['rateDateNotRuleDate', 'rateDateNotBeforeInvoice'] },
    });
  });

  it('says the rate was overridden when a person replaced it, and stops comparing dates with the rule', () => {
    const overridden = overrideRate(ptax, 5_500_000);
    expect(overridden).toEqual({ date: '2026-03-13', rateMicros: 5_500_000, source: 'ptax', overridden: true });
    expect(invoiceRateStatement({ ...overridden, date: '2026-03-12' }, '2026-03-16')).toEqual({
      ok: true,
      value: {
        kind: 'overridden',
        rateMicros: 5_500_000,
        rateDate: '2026-03-12',
        ruleDate: '2026-03-13',
        warnings: [],
      },
    });
  });

  it('prints a manual rate as manual, whether or not it was marked overridden', () => {
    const manual: ExchangeRateQuote = {
      date: '2026-03-13',
      rateMicros: 5_400_000,
      source: 'manual',
      overridden: false,
    };
    expect(invoiceRateStatement(manual, '2026-03-16')).toMatchObject({ ok: true, value: { kind: 'manual' } });
    expect(invoiceRateStatement(overrideRate(manual, 5_410_000), '2026-03-16')).toMatchObject({
      ok: true,
      value: { kind: 'manual', rateMicros: 5_410_000, warnings: [] },
    });
  });

  it('refuses invalid dates and rates that are not positive whole millionths', () => {
    expect(invoiceRateStatement(ptax, '2026-13-01')).toEqual({ ok: false, error: 'invalidDate' });
    expect(invoiceRateStatement({ ...ptax, date: '13/03/2026' }, '2026-03-16')).toEqual({
      ok: false,
      error: 'invalidDate',
    });
    expect(invoiceRateStatement({ ...ptax, rateMicros: 0 }, '2026-03-16')).toEqual({
      ok: false,
      error: 'rateNotPositive',
    });
    expect(invoiceRateStatement({ ...ptax, rateMicros: 5.5 }, '2026-03-16')).toEqual({
      ok: false,
      error: 'rateNotPositive',
    });
  });
});

describe('quoteOf: a stored rate as a quote', () => {
  it('reads a rate kept without its source as typed by hand, and keeps a known source and override', () => {
    expect(quoteOf({ rateMicros: 5_000_000, date: '2026-03-13' })).toEqual({
      rateMicros: 5_000_000,
      date: '2026-03-13',
      source: 'manual',
      overridden: false,
    });
    expect(quoteOf({ rateMicros: 5_000_000, date: '2026-03-13', source: 'ptax', overridden: true })).toMatchObject({
      source: 'ptax',
      overridden: true,
    });
  });
});
