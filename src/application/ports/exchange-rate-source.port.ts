import type { CurrencyCode } from '../../domain/shared/money';
import type { RateSource } from '../../domain/trade/exchange-rate-quote';

/** A rate as a source quotes it: BRL per one unit of the currency on `date`, in millionths. */
export interface SourcedRate {
  readonly date: string;
  readonly rateMicros: number;
  readonly source: Exclude<RateSource, 'manual'>;
}

/**
 * Where exchange rates come from (the Banco Central's PTAX service, a cache of it, a seeded table). `rateOn` gives
 * the buy rate of `currency` quoted on `day` exactly (never another day's), or throws the AppError of
 * `refusals.rateUnavailable` (`rate.unavailable`: no rate that day) or `refusals.rateSourceFailed`
 * (`rate.sourceFailed`: no answer, or not the answer the source promises).
 */
export interface ExchangeRateSource {
  rateOn(currency: CurrencyCode, day: string, signal?: AbortSignal): Promise<SourcedRate>;
}
