import { addDays } from '../../domain/freight/iso-date';
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
  /**
   * The rate of the latest day strictly before `invoiceDate` that has one, looking back about ten days (the PTAX
   * service: its last closing bulletin). A source without it is walked back day by day (`rateBefore` below).
   */
  rateBefore?(currency: CurrencyCode, invoiceDate: string, signal?: AbortSignal): Promise<SourcedRate>;
}

/** How far back a source without `rateBefore` is asked, one day at a time. */
export const RATE_LOOKBACK_DAYS = 10;

/**
 * The latest rate before `invoiceDate`: the source's own answer, or its days from `firstDay` (the rule's day) back,
 * skipping the days it has no rate for; any other refusal is passed on.
 */
export async function rateBefore(
  source: ExchangeRateSource,
  currency: CurrencyCode,
  invoiceDate: string,
  firstDay: string,
  signal?: AbortSignal,
): Promise<SourcedRate> {
  if (source.rateBefore) return source.rateBefore(currency, invoiceDate, signal);
  let day = firstDay;
  for (let tried = 0; ; tried += 1) {
    try {
      return await source.rateOn(currency, day, signal);
    } catch (error) {
      const unavailable = (error as { code?: unknown } | null)?.code === 'rate.unavailable';
      if (!unavailable || tried >= RATE_LOOKBACK_DAYS) throw error;
    }
    day = addDays(day, -1);
  }
}
