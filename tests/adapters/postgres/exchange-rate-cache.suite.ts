import { describe, expect, it } from 'vitest';
import { refusals } from '../../../src/application/errors/refusals';
import type { ExchangeRateSource } from '../../../src/application/ports/exchange-rate-source.port';
import { cachedExchangeRates } from '../../../src/adapters/postgres/postgres-exchange-rate-cache';
import type { SqlDatabase } from '../../../src/adapters/postgres/sql-database';

/** A source that counts its calls: a rate on 2026-03-13, none on other days, down while `down` is set. */
function countingSource() {
  const state = { calls: 0, down: false };
  const source: ExchangeRateSource = {
    async rateOn(currency, day) {
      state.calls += 1;
      if (state.down) throw refusals.rateSourceFailed('down');
      if (day !== '2026-03-13') throw refusals.rateUnavailable(currency, day);
      return { date: day, rateMicros: currency === 'USD' ? 5_432_100 : 5_896_200, source: 'ptax' };
    },
  };
  return { source, state };
}

/** The PostgreSQL cache of exchange rates, on a migrated database the engine's file opens. */
export function exchangeRateCacheSuite(
  engine: string,
  open: () => Promise<{ db: SqlDatabase; done: () => Promise<void> }>,
) {
  describe(`exchange-rate cache on ${engine}`, () => {
    it('fetches each currency and day once and answers later asks from the table, even with the source down', async () => {
      const { db, done } = await open();
      try {
        const { source, state } = countingSource();
        const rates = cachedExchangeRates(db, source);
        const first = await rates.rateOn('USD', '2026-03-13');
        expect(first).toEqual({ date: '2026-03-13', rateMicros: 5_432_100, source: 'ptax' });
        state.down = true;
        expect(await rates.rateOn('USD', '2026-03-13')).toEqual(first);
        expect(state.calls).toBe(1);
        await expect(rates.rateOn('EUR', '2026-03-13')).rejects.toMatchObject({ code: 'rate.sourceFailed' });
        state.down = false;
        expect((await rates.rateOn('EUR', '2026-03-13')).rateMicros).toBe(5_896_200);
        expect(state.calls).toBe(3);
      } finally {
        await done();
      }
    });

    it('keeps no answer for a day without a rate: it asks again next time', async () => {
      const { db, done } = await open();
      try {
        const { source, state } = countingSource();
        const rates = cachedExchangeRates(db, source);
        await expect(rates.rateOn('USD', '2026-03-14')).rejects.toMatchObject({ code: 'rate.unavailable' });
        await expect(rates.rateOn('USD', '2026-03-14')).rejects.toMatchObject({ code: 'rate.unavailable' });
        expect(state.calls).toBe(2);
        const kept = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM exchange_rates');
        expect(kept.rows[0]?.n).toBe(0);
      } finally {
        await done();
      }
    });
    it('keeps the walk back of a source that knows the last rate before a date, under the day it answered for', async () => {
      const { db, done } = await open();
      try {
        const asked: string[] = [];
        const source: ExchangeRateSource = {
          rateOn: (currency, day) => Promise.reject(refusals.rateUnavailable(currency, day)),
          async rateBefore(currency, invoiceDate) {
            asked.push(`${currency} <${invoiceDate}`);
            return {
              date: invoiceDate === '2026-03-16' ? '2026-03-13' : '2026-03-16',
              rateMicros: 5_432_100,
              source: 'ptax',
            };
          },
        };
        const rates = cachedExchangeRates(db, source);
        // Monday's rule day is Friday: asked once, then answered from the table.
        expect((await rates.rateBefore!('USD', '2026-03-16')).date).toBe('2026-03-13');
        expect((await rates.rateBefore!('USD', '2026-03-16')).date).toBe('2026-03-13');
        // Wednesday's rule day (Tuesday) had no bulletin: the source walks back to Monday, kept as Monday's rate.
        expect((await rates.rateBefore!('USD', '2026-03-18')).date).toBe('2026-03-16');
        expect(await rates.rateOn('USD', '2026-03-16')).toEqual({
          date: '2026-03-16',
          rateMicros: 5_432_100,
          source: 'ptax',
        });
        expect(asked).toEqual(['USD <2026-03-16', 'USD <2026-03-18']);
      } finally {
        await done();
      }
    });
  });
}
