import type { ExchangeRateSource } from '../../application/ports/exchange-rate-source.port';
import { sourcedRateDto } from './dto/exchange-rate.dto';
import type { HttpClient } from './http-client';

/** The exchange rates of the REST contract's host (GET /api/exchange-rates/{currency}). */
export function createHttpExchangeRates(http: HttpClient): ExchangeRateSource {
  return {
    rateOn: (currency, day, signal) =>
      http.get(`/api/exchange-rates/${encodeURIComponent(currency)}`, {
        query: { date: day },
        schema: sourcedRateDto,
        ...(signal ? { signal } : {}),
      }),
    rateBefore: (currency, invoiceDate, signal) =>
      http.get(`/api/exchange-rates/${encodeURIComponent(currency)}`, {
        query: { before: invoiceDate },
        schema: sourcedRateDto,
        ...(signal ? { signal } : {}),
      }),
  };
}
