import {
  minorDigits,
  moneyToDecimalString,
  scaledToDecimalString,
  type CurrencyCode,
  type Money,
} from '../../domain/shared/money';

/**
 * Number formatting for freight figures from exact scaled integers: the decimal string goes to
 * Intl as text, so no amount passes through a float on its way to the screen.
 */
type Tag = string;

/**
 * Intl formatters are costly to make (a list page formats a few hundred figures) and never change: one per tag
 * and options, made on first use.
 */
function kept<A extends unknown[], F>(make: (...args: A) => F): (...args: A) => F {
  const made = new Map<string, F>();
  return (...args) => {
    const key = JSON.stringify(args);
    let found = made.get(key);
    if (!found) {
      found = make(...args);
      made.set(key, found);
    }
    return found;
  };
}
const numberFormat = kept((tag: Tag, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options));
const dateFormat = kept((tag: Tag, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options));
const regionNames = kept((tag: Tag) => new Intl.DisplayNames([tag], { type: 'region' }));

export function formatMoney(tag: Tag, amount: Money): string {
  return numberFormat(tag, { style: 'currency', currency: amount.currency }).format(
    moneyToDecimalString(amount) as `${number}`,
  );
}

/** A unit price (ten-thousandths) with the decimals it has: at least the currency's, at most four (US$ 0.4725). */
export function formatUnitValue(tag: Tag, tenThousandths: number, currency: CurrencyCode): string {
  return numberFormat(tag, {
    style: 'currency',
    currency,
    minimumFractionDigits: minorDigits(currency),
    maximumFractionDigits: 4,
  }).format(scaledToDecimalString(tenThousandths, 4) as `${number}`);
}

export function formatKg(tag: Tag, grams: number): string {
  return `${numberFormat(tag, { maximumFractionDigits: 3 }).format(scaledToDecimalString(grams, 3) as `${number}`)} kg`;
}

export function formatQuantity(tag: Tag, milli: number): string {
  return numberFormat(tag, { maximumFractionDigits: 3 }).format(scaledToDecimalString(milli, 3) as `${number}`);
}

export function formatRate(tag: Tag, micros: number): string {
  return numberFormat(tag, { maximumFractionDigits: 6, minimumFractionDigits: 4 }).format(
    scaledToDecimalString(micros, 6) as `${number}`,
  );
}

/** ISO date 'YYYY-MM-DD' in the reader's notation, read as a calendar day (no time zone shift). */
export function formatDate(tag: Tag, isoDate: string | null): string {
  if (!isoDate) return '—';
  return dateFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

export function formatInstant(tag: Tag, iso: string): string {
  return dateFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function countryName(tag: Tag, code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return regionNames(tag).of(code) ?? code;
  } catch {
    return code;
  }
}
