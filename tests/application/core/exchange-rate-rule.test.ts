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

  it("passes on the source's refusal, and refuses an invoice date that is not a date before asking", async () => {
    const { source, asked } = oneRateSource('2026-03-13', 5_432_100);
    await expect(useCases(source).ruleRate('USD', '2026-03-18')).rejects.toMatchObject({ code: 'rate.unavailable' });
    await expect(useCases(source).ruleRate('USD', '2026-02-30')).rejects.toMatchObject({ code: 'rate.invalidDate' });
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
