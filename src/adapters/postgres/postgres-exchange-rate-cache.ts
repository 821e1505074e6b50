import {
  rateBefore,
  type ExchangeRateSource,
  type SourcedRate,
} from '../../application/ports/exchange-rate-source.port';
import { ptaxDateFor } from '../../domain/trade/exchange-rate-quote';
import type { SqlQueryable } from './sql-database';

interface RateRow {
  readonly rate_micros: string | number;
  readonly source: SourcedRate['source'];
}

/**
 * A source that keeps what another source answered in PostgreSQL (`exchange_rates`, migration 007): each
 * (currency, day) is fetched once; a refusal (no rate that day, the source down) is passed on and not kept.
 */
export function cachedExchangeRates(db: SqlQueryable, source: ExchangeRateSource): ExchangeRateSource {
  async function kept(currency: string, day: string): Promise<SourcedRate | null> {
    const found = await db.query<RateRow>(
      'SELECT rate_micros, source FROM exchange_rates WHERE currency = $1 AND day = $2',
      [currency, day],
    );
    const row = found.rows[0];
    return row ? { date: day, rateMicros: Number(row.rate_micros), source: row.source } : null;
  }
  async function keep(currency: string, fetched: SourcedRate): Promise<SourcedRate> {
    await db.query(
      `INSERT INTO exchange_rates (currency, day, rate_micros, source) VALUES ($1, $2, $3, $4)
         ON CONFLICT (currency, day) DO NOTHING`,
      [currency, fetched.date, fetched.rateMicros, fetched.source],
    );
    return fetched;
  }
  const cached: ExchangeRateSource = {
    async rateOn(currency, day, signal) {
      return (await kept(currency, day)) ?? keep(currency, await source.rateOn(currency, day, signal));
    },
    // The rule's day when kept; otherwise the source's walk back, kept under the day it answered for.
    async rateBefore(currency, invoiceDate, signal) {
      const ruleDay = ptaxDateFor(invoiceDate);
      const hit = ruleDay.ok ? await kept(currency, ruleDay.value) : null;
      if (hit) return hit;
      if (!source.rateBefore)
        return rateBefore(cached, currency, invoiceDate, ruleDay.ok ? ruleDay.value : invoiceDate, signal);
      return keep(currency, await source.rateBefore(currency, invoiceDate, signal));
    },
  };
  return cached;
}
