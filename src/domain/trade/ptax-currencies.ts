import { CURRENCY_CODES, type CurrencyCode } from '../shared/money';

/**
 * The currencies the Banco Central's PTAX service publishes a rate for (its `Moedas` resource, as of 2025). An export
 * invoice in any other currency would never have a PTAX, so it is refused; BRL needs none.
 */
export const PTAX_CURRENCIES = [
  'AUD',
  'CAD',
  'CHF',
  'DKK',
  'EUR',
  'GBP',
  'JPY',
  'NOK',
  'SEK',
  'USD',
] as const satisfies readonly CurrencyCode[];

export function hasPtax(currency: string): boolean {
  return (PTAX_CURRENCIES as readonly string[]).includes(currency);
}

/** The invoice currencies offered: BRL and those with a PTAX (stored records in others still read). */
export const INVOICE_CURRENCIES: readonly CurrencyCode[] = CURRENCY_CODES.filter(
  (currency) => currency === 'BRL' || hasPtax(currency),
);

export const NO_PTAX_CURRENCY = 'rate.noPtaxCurrency';

/** The field error of an invoice currency that can have no PTAX, or null. */
export function invoiceCurrencyError(currency: string): typeof NO_PTAX_CURRENCY | null {
  return currency === 'BRL' || hasPtax(currency) ? null : NO_PTAX_CURRENCY;
}
