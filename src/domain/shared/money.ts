/**
 * Money in integer minor units (cents; whole yen for JPY) with its currency.
 *
 * Rounding rule, used everywhere a result falls between two minor units
 * (quantity x unit price, percentage discounts, currency conversion):
 * HALF AWAY FROM ZERO at the minor unit, i.e. 0.5 cent -> 1 cent, -0.5 cent -> -1 cent.
 * Intermediate products are exact (integers, or BigInt once past 2^53), so there is no float drift.
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

/** Fixed scale of quantities: thousandths, so 1.5 kg is stored as 1500. */
export const QUANTITY_SCALE = 1000;

/** Line value = quantity (in thousandths) x unit price (minor units), rounded to the minor unit. */
export function lineValue(unitPrice: Money, quantityMilli: number): Money {
  return money(multiplyDivide(unitPrice.minor, quantityMilli, QUANTITY_SCALE), unitPrice.currency);
}

/** Percentages are basis points (12.5 % = 1250), so they are integers too. */
export function percentOf(amount: Money, basisPoints: number): Money {
  return money(multiplyDivide(amount.minor, basisPoints, 10_000), amount.currency);
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

/** Converts at `rateMicros` units of `to` per one unit of `from`, rounding half away from zero. */
export function convertMoney(amount: Money, rateMicros: number, to: CurrencyCode): Money {
  if (amount.currency === to) return amount;
  const numerator = BigInt(amount.minor) * BigInt(rateMicros) * 10n ** BigInt(minorDigits(to));
  const denominator = BigInt(RATE_SCALE) * 10n ** BigInt(minorDigits(amount.currency));
  return money(divideRounded(numerator, denominator), to);
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
