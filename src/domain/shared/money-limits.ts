import { QUANTITY_SCALE, RATE_SCALE, UNIT_VALUE_DIGITS, minorDigits, type CurrencyCode } from './money';

/**
 * Upper bounds of quantities and money. A month's dashboard adds the declared values of its shipments per currency
 * and in BRL: each at most 9e10 minor units (R$ 900 million, a crude-oil tanker's cargo), so 100,000 shipments in
 * one month sum to at most 9e15, under 2^53 (9.007e15): every sum stays an exact integer by construction.
 */
export const MONEY_LIMITS = {
  /** A shipment's declared value, in minor units of its currency and in BRL centavos at its rate. */
  shipmentMinor: 90_000_000_000,
  /** One line's amount (quantity x unit value), and any single amount typed on a shipment or product. */
  amountMinor: 90_000_000_000,
  /** Thousandths: a billion units on one line. */
  quantityMilli: 1_000_000_000_000,
} as const;

/** The shipments a month may hold at the limits with every dashboard sum still exact. */
export const SAFE_SUMMED_SHIPMENTS = Math.floor(Number.MAX_SAFE_INTEGER / MONEY_LIMITS.shipmentMinor);

const unitFactor = (currency: CurrencyCode) => 10n ** BigInt(UNIT_VALUE_DIGITS - minorDigits(currency));

/** Quantity x unit value (ten-thousandths) in minor units, rounded down, exact at any size (for limit checks). */
export function lineAmountBig(quantityMilli: number, unitValue: number, currency: CurrencyCode): bigint {
  return (BigInt(quantityMilli) * BigInt(unitValue)) / (BigInt(QUANTITY_SCALE) * unitFactor(currency));
}

/** An amount in minor units of `from` in BRL centavos at `rateMicros`, rounded down, exact at any size. */
export function brlMinorBig(minor: bigint, rateMicros: number, from: CurrencyCode): bigint {
  if (from === 'BRL') return minor;
  return (
    (minor * BigInt(rateMicros) * 10n ** BigInt(minorDigits('BRL'))) /
    (BigInt(RATE_SCALE) * 10n ** BigInt(minorDigits(from)))
  );
}

/** Within the bound of one typed amount (a whole number checked elsewhere). */
export const amountWithinLimit = (minor: number) => minor <= MONEY_LIMITS.amountMinor;
