import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import { makeFreightUseCases } from '../../../src/application/freight/freight.use-cases';
import type { ExchangeRateSource } from '../../../src/application/ports/exchange-rate-source.port';
import type { FreightRepository } from '../../../src/application/ports/freight-repository.port';

/** A source that records the days it is asked for and knows one rate. */
function oneRateSource(day: string, rateMicros: number) {
  const asked: string[] = [];
  const source: ExchangeRateSource = {
    async rateOn(currency, on) {
      asked.push(`${currency} ${on}`);
      if (on !== day) throw new AppError('not-found', 'No rate.', { code: 'rate.unavailable' });
      return { date: on, rateMicros, source: 'ptax' };
    },
  };
  return { source, asked };
}

const useCases = (rates: ExchangeRateSource, now = '2026-03-16T12:00:00Z') =>
  makeFreightUseCases({
    freight: {} as FreightRepository,
    clock: { now: () => new Date(now) },
    lookup: null,
    rates,
    loadNfeReader: () => Promise.reject(new Error('no NF-e in these tests')),
  });

describe('ruleRate: the PTAX the rule picks for an invoice', () => {
  it('asks the source for the last business day before the invoice date and gives its quote, not overridden', async () => {
    const { source, asked } = oneRateSource('2026-03-13', 5_432_100);
    expect(await useCases(source).ruleRate('USD', '2026-03-16')).toEqual({
      date: '2026-03-13',
      rateMicros: 5_432_100,
      source: 'ptax',
      overridden: false,
    });
    expect(asked).toEqual(['USD 2026-03-13']);
  });

  it('skips Carnival: an Ash Wednesday invoice asks for the Friday before', async () => {
    const { source, asked } = oneRateSource('2026-02-13', 5_800_000);
    await useCases(source).ruleRate('EUR', '2026-02-18');
    expect(asked).toEqual(['EUR 2026-02-13']);
  });

  it('walks back from the rule day over days without a rate (a missing bulletin), up to ten days', async () => {
    const { source, asked } = oneRateSource('2026-03-13', 5_432_100);
    expect((await useCases(source).ruleRate('USD', '2026-03-18')).date).toBe('2026-03-13');
    expect(asked).toEqual(['USD 2026-03-17', 'USD 2026-03-16', 'USD 2026-03-15', 'USD 2026-03-14', 'USD 2026-03-13']);
    await expect(useCases(source).ruleRate('USD', '2026-04-30')).rejects.toMatchObject({ code: 'rate.unavailable' });
  });

  it('asks a source that knows the last rate before a date (the PTAX period query) once, with the invoice date', async () => {
    const asked: string[] = [];
    const source: ExchangeRateSource = {
      rateOn: () => Promise.reject(new Error('not asked by day')),
      async rateBefore(currency, invoiceDate) {
        asked.push(`${currency} <${invoiceDate}`);
        return { date: '2026-11-19', rateMicros: 6_134_500, source: 'ptax' };
      },
    };
    expect((await useCases(source).ruleRate('EUR', '2026-11-23')).date).toBe('2026-11-19');
    expect(asked).toEqual(['EUR <2026-11-23']);
  });

  it("passes on the source's failure, and refuses an invoice date that is not a date before asking", async () => {
    const asked: string[] = [];
    const down: ExchangeRateSource = {
      async rateOn(currency, on) {
        asked.push(`${currency} ${on}`);
        throw new AppError('network', 'Down.', { code: 'rate.sourceFailed' });
      },
    };
    await expect(useCases(down).ruleRate('USD', '2026-03-18')).rejects.toMatchObject({ code: 'rate.sourceFailed' });
    await expect(useCases(down).ruleRate('USD', '2026-02-30')).rejects.toMatchObject({ code: 'rate.invalidDate' });
    expect(asked).toEqual(['USD 2026-03-17']);
  });
});

describe("today: the form's default invoice date", () => {
  it('is the day in Brasília, not in UTC', () => {
    const { source } = oneRateSource('2026-03-13', 5_432_100);
    expect(useCases(source, '2026-03-17T00:30:00Z').today()).toBe('2026-03-16');
    expect(useCases(source, '2026-03-17T03:00:00Z').today()).toBe('2026-03-17');
  });
});
