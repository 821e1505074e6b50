import { isIsoDate } from '../freight/iso-date';
import { err, ok, type Result } from '../shared/result';
import { previousBusinessDay } from './business-days';

/**
 * Which exchange rate an export invoice uses, and what it must print about it.
 * The rule: the Banco Central's PTAX buy rate of the last business day BEFORE the invoice date
 * (the invoice day's own PTAX is only published in the afternoon). Rates are BRL per one unit of the
 * invoice currency, in millionths.
 */
export const RATE_SOURCES = ['ptax', 'table', 'manual'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

export interface ExchangeRateQuote {
  /** The day the rate is quoted for. */
  readonly date: string;
  readonly rateMicros: number;
  /** 'ptax' from the Banco Central, 'table' from a seeded or stored table, 'manual' typed with no source. */
  readonly source: RateSource;
  /** A person replaced the rate the source gave. */
  readonly overridden: boolean;
}

export type RateStatementKind = 'ptaxBuy' | 'rateTable' | 'manual' | 'overridden';
export type RateWarning = 'rateDateNotRuleDate' | 'rateDateNotBeforeInvoice';
export type RateQuoteError = 'invalidDate' | 'rateNotPositive';

/** What the invoice prints: the kind selects the sentence ("PTAX buy rate of 2026-03-13: 5.4321"). */
export interface RateStatement {
  readonly kind: RateStatementKind;
  readonly rateMicros: number;
  readonly rateDate: string;
  /** The date the rule asks for, so a screen can say which day's PTAX an override replaces. */
  readonly ruleDate: string;
  readonly warnings: readonly RateWarning[];
}

/** The date whose PTAX applies to an invoice issued on `invoiceDate`. */
export function ptaxDateFor(invoiceDate: string): Result<string, 'invalidDate'> {
  return isIsoDate(invoiceDate) ? ok(previousBusinessDay(invoiceDate)) : err('invalidDate');
}

/** A stored rate as a quote: a rate kept without its source was typed by hand. */
export function quoteOf(rate: {
  readonly rateMicros: number;
  readonly date: string;
  readonly source?: RateSource;
  readonly overridden?: boolean;
}): ExchangeRateQuote {
  return {
    rateMicros: rate.rateMicros,
    date: rate.date,
    source: rate.source ?? 'manual',
    overridden: rate.overridden ?? false,
  };
}

/**
 * Whether booking (which fixes the invoice date) takes the rule's rate for that date again: yes for a foreign-currency
 * invoice unless a person chose the rate (typed with no source, or overrode the source's), whose choice stands.
 */
export function ruleRateAtBooking(
  currency: string,
  rate: { readonly source?: RateSource; readonly overridden?: boolean } | null,
): boolean {
  if (currency === 'BRL') return false;
  return !rate || (rate.source !== undefined && rate.source !== 'manual' && rate.overridden !== true);
}

/** The quote after a person typed their own rate: same date and source, marked as overridden. */
export function overrideRate(quote: ExchangeRateQuote, rateMicros: number): ExchangeRateQuote {
  return { ...quote, rateMicros, overridden: true };
}

function kindOf(quote: ExchangeRateQuote): RateStatementKind {
  if (quote.source === 'manual') return 'manual';
  if (quote.overridden) return 'overridden';
  return quote.source === 'ptax' ? 'ptaxBuy' : 'rateTable';
}

export function invoiceRateStatement(
  quote: ExchangeRateQuote,
  invoiceDate: string,
): Result<RateStatement, RateQuoteError> {
  const ruleDate = ptaxDateFor(invoiceDate);
  if (!ruleDate.ok || !isIsoDate(quote.date)) return err('invalidDate');
  if (!Number.isSafeInteger(quote.rateMicros) || quote.rateMicros <= 0) return err('rateNotPositive');
  const kind = kindOf(quote);
  const warnings: RateWarning[] = [];
  if ((kind === 'ptaxBuy' || kind === 'rateTable') && quote.date !== ruleDate.value) {
    warnings.push('rateDateNotRuleDate');
  }
  if (quote.date >= invoiceDate) warnings.push('rateDateNotBeforeInvoice');
  return ok({ kind, rateMicros: quote.rateMicros, rateDate: quote.date, ruleDate: ruleDate.value, warnings });
}
