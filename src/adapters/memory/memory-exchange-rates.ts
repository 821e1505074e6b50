import { refusals } from '../../application/errors/refusals';
import type { ExchangeRateSource } from '../../application/ports/exchange-rate-source.port';
import type { SeededRate } from '../mock/fixtures/exchange-rates.fixture';

/** An exchange-rate source over a fixed table (the mock's seeded rates): a day missing from it has no rate. */
export function createTableExchangeRates(table: readonly SeededRate[]): ExchangeRateSource {
  const byKey = new Map(table.map((rate) => [`${rate.currency} ${rate.date}`, rate.rateMicros]));
  return {
    async rateOn(currency, day) {
      const rateMicros = byKey.get(`${currency} ${day}`);
      if (rateMicros === undefined) throw refusals.rateUnavailable(currency, day);
      return { date: day, rateMicros, source: 'table' };
    },
  };
}
