import type { ExchangeRateSource, SourcedRate } from '../../application/ports/exchange-rate-source.port';
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
  return {
    async rateOn(currency, day, signal) {
      const kept = await db.query<RateRow>(
        'SELECT rate_micros, source FROM exchange_rates WHERE currency = $1 AND day = $2',
        [currency, day],
      );
      const row = kept.rows[0];
      if (row) return { date: day, rateMicros: Number(row.rate_micros), source: row.source };
      const fetched = await source.rateOn(currency, day, signal);
      await db.query(
        `INSERT INTO exchange_rates (currency, day, rate_micros, source) VALUES ($1, $2, $3, $4)
           ON CONFLICT (currency, day) DO NOTHING`,
        [currency, day, fetched.rateMicros, fetched.source],
      );
      return fetched;
    },
  };
}
