/**
 * Money in integer minor units (cents; whole yen for JPY) with its currency.
 *
 * Rounding rule for money, used everywhere an amount falls between two minor units (quantity x unit value,
 * percentage discounts, averages, currency conversion): HALF EVEN at the currency's minor unit (banker's
 * rounding). An exact half goes to the even neighbour (0.125 -> 0.12, 0.135 -> 0.14, -0.125 -> -0.12), anything
 * else to the nearest minor unit, so over many lines the halves do not all push a total the same way. Line
 * amounts are rounded first and totals add the rounded lines. Intermediate products are exact (integers, or
 * BigInt once past 2^53), so there is no float drift.
 *
 * Measures (weights, volumes) round half away from zero with `divideRounded` / `multiplyDivide`.
 */
export const CURRENCIES = {
  USD: 2,
  BRL: 2,
  EUR: 2,
  GBP: 2,
  CNY: 2,
  JPY: 0,
  CHF: 2,
  CAD: 2,
  AUD: 2,
  MXN: 2,
  ARS: 2,
  CLP: 0,
  COP: 2,
  KRW: 0,
  INR: 2,
  DKK: 2,
  NOK: 2,
  SEK: 2,
} as const satisfies Record<string, number>;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export interface Money {
  readonly minor: number;
  readonly currency: CurrencyCode;
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CURRENCIES, value);
}

export function minorDigits(currency: CurrencyCode): number {
  return CURRENCIES[currency];
}

export function money(minor: number, currency: CurrencyCode = DEFAULT_CURRENCY): Money {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`money needs an integer number of minor units, got ${minor}`);
  return { minor, currency };
}

export function zero(currency: CurrencyCode = DEFAULT_CURRENCY): Money {
  return { minor: 0, currency };
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`cannot combine ${a.currency} with ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.minor + b.minor, a.currency);
}

export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.minor - b.minor, a.currency);
}

export function sumMoney(items: readonly Money[], currency: CurrencyCode): Money {
  return items.reduce((total, m) => addMoney(total, m), zero(currency));
}

/** round(numerator / denominator) half away from zero; all arguments are integers, denominator > 0. */
export function divideRounded(numerator: number | bigint, denominator: number | bigint): number {
  if (typeof numerator === 'number' && typeof denominator === 'number' && Number.isSafeInteger(numerator)) {
    const quotient = Math.trunc(numerator / denominator);
    const remainder = numerator - quotient * denominator;
    const roundAway = 2 * Math.abs(remainder) >= denominator;
    // `|| 0` turns -0 into 0 so results compare and print cleanly.
    return (roundAway ? quotient + Math.sign(numerator) : quotient) || 0;
  }
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const quotient = 2n * (abs % d) >= d ? abs / d + 1n : abs / d;
  const result = Number(negative ? -quotient : quotient);
  if (!Number.isSafeInteger(result)) throw new RangeError('amount too large');
  return result;
}

/** a * b / divisor, rounded half away from zero, exact for integer inputs of any size. */
export function multiplyDivide(a: number, b: number, divisor: number): number {
  const product = a * b;
  if (Number.isSafeInteger(product)) return divideRounded(product, divisor);
  return divideRounded(BigInt(a) * BigInt(b), BigInt(divisor));
}

/** round(numerator / denominator) half even (the money rule); all arguments are integers, denominator > 0. */
export function divideHalfEven(numerator: number | bigint, denominator: number | bigint): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const truncated = abs / d;
  const twice = 2n * (abs % d);
  const up = twice > d || (twice === d && truncated % 2n === 1n);
  const quotient = up ? truncated + 1n : truncated;
  const result = Number(negative ? -quotient : quotient);
  if (!Number.isSafeInteger(result)) throw new RangeError('amount too large');
  // `|| 0` turns -0 into 0 so results compare and print cleanly.
  return result || 0;
}

/** a * b / divisor, rounded half even, exact for integer inputs of any size. */
export function multiplyDivideHalfEven(a: number, b: number, divisor: number): number {
  return divideHalfEven(BigInt(a) * BigInt(b), BigInt(divisor));
}

/** Fixed scale of quantities: thousandths, so 1.5 kg is stored as 1500. */
export const QUANTITY_SCALE = 1000;

/** Line value = quantity (in thousandths) x unit price (minor units), rounded half even to the minor unit. */
export function lineValue(unitPrice: Money, quantityMilli: number): Money {
  return money(multiplyDivideHalfEven(unitPrice.minor, quantityMilli, QUANTITY_SCALE), unitPrice.currency);
}

/**
 * Unit values (the price of one unit on an invoice line) keep up to 4 decimals of the currency whatever its
 * minor unit, as commodities are priced (US$ 0.4725 per kg -> 4725 ten-thousandths).
 */
export const UNIT_VALUE_DIGITS = 4;

const unitValueFactor = (currency: CurrencyCode) => 10 ** (UNIT_VALUE_DIGITS - minorDigits(currency));

/** A price in minor units as ten-thousandths (US$ 12.34 -> 123400). */
export function unitValueFromMinor(minor: number, currency: CurrencyCode): number {
  return minor * unitValueFactor(currency);
}

/** A unit value (ten-thousandths) rounded half even to the currency's minor unit (4725 -> 47 cents). */
export function unitValueToMinor(unitValue: number, currency: CurrencyCode): number {
  return divideHalfEven(unitValue, unitValueFactor(currency));
}

/** Quantity (thousandths) x unit value (ten-thousandths), rounded half even to the currency's minor unit. */
export function lineAmount(unitValue: number, quantityMilli: number, currency: CurrencyCode): Money {
  return money(multiplyDivideHalfEven(unitValue, quantityMilli, QUANTITY_SCALE * unitValueFactor(currency)), currency);
}

/** Percentages are basis points (12.5 % = 1250), so they are integers too; rounded half even. */
export function percentOf(amount: Money, basisPoints: number): Money {
  return money(multiplyDivideHalfEven(amount.minor, basisPoints, 10_000), amount.currency);
}

export type Discount =
  | { readonly kind: 'none' }
  | { readonly kind: 'percent'; readonly basisPoints: number }
  | { readonly kind: 'amount'; readonly minor: number };

export const NO_DISCOUNT: Discount = { kind: 'none' };

/** The discount on a gross amount; never more than the amount itself, never negative. */
export function discountOn(gross: Money, discount: Discount): Money {
  const raw =
    discount.kind === 'percent'
      ? percentOf(gross, discount.basisPoints).minor
      : discount.kind === 'amount'
        ? discount.minor
        : 0;
  return money(Math.max(0, Math.min(raw, gross.minor)), gross.currency);
}

/** Exchange rates are exact decimals scaled by 10^6 (5.4321 BRL per USD -> 5_432_100). */
export const RATE_SCALE = 1_000_000;

/** Converts at `rateMicros` units of `to` per one unit of `from`, rounding half even. */
export function convertMoney(amount: Money, rateMicros: number, to: CurrencyCode): Money {
  if (amount.currency === to) return amount;
  const numerator = BigInt(amount.minor) * BigInt(rateMicros) * 10n ** BigInt(minorDigits(to));
  const denominator = BigInt(RATE_SCALE) * 10n ** BigInt(minorDigits(amount.currency));
  return money(divideHalfEven(numerator, denominator), to);
}

/** Exact decimal text with the currency's digits ("1234.50", "-0.05", "1500" for JPY) for display or export. */
export function moneyToDecimalString(amount: Money): string {
  return scaledToDecimalString(amount.minor, minorDigits(amount.currency));
}

export function scaledToDecimalString(value: number, digits: number): string {
  const negative = value < 0;
  const abs = Math.abs(value)
    .toString()
    .padStart(digits + 1, '0');
  const whole = digits === 0 ? abs : abs.slice(0, abs.length - digits);
  const fraction = digits === 0 ? '' : `.${abs.slice(abs.length - digits)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
