import { err, ok, type Result } from './result';

/**
 * Reads a number typed by a person in their locale into an exact scaled integer
 * ('1,5' in pt with scale 3 -> 1500). Every refusal is an error code the UI turns
 * into a message; there is no path that yields 0 or NaN for bad text.
 */
export type DecimalInputError = 'empty' | 'malformed' | 'negative' | 'notFinite' | 'tooManyDecimals' | 'tooLarge';

export type NumberLocale = 'en' | 'pt';

export interface DecimalInputOptions {
  readonly locale: NumberLocale;
  /** Decimal places kept; the result is the value x 10^scale (2 for cents, 3 for kg to the gram). */
  readonly scale: number;
  readonly allowNegative?: boolean;
}

const SEPARATORS: Record<NumberLocale, { decimal: string; group: string }> = {
  en: { decimal: '.', group: ',' },
  pt: { decimal: ',', group: '.' },
};

// Spaces (plain, no-break, narrow no-break) group thousands in either locale.
const SPACE_GROUPS = /[ \u00a0\u202f]/;
const NOT_FINITE = /^(nan|[+-]?(infinity|inf|∞))$/i;

export function parseDecimalInput(text: string, options: DecimalInputOptions): Result<number, DecimalInputError> {
  const trimmed = text.trim();
  if (trimmed === '') return err('empty');
  if (NOT_FINITE.test(trimmed)) return err('notFinite');

  const { decimal, group } = SEPARATORS[options.locale];
  let body = trimmed;
  let negative = false;
  const sign = body[0];
  if (sign === '-' || sign === '\u2212' || sign === '+') {
    negative = sign !== '+';
    body = body.slice(1).trimStart();
  }

  const parts = body.split(decimal);
  if (parts.length > 2) return err('malformed');
  const wholeText = parts[0] ?? '';
  const fraction = parts[1] ?? '';
  if (!/^\d*$/.test(fraction)) return err('malformed');

  const whole = readWholePart(wholeText, group);
  if (whole === null) return err('malformed');
  if (whole === '' && fraction === '') return err('malformed');

  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > options.scale) return err('tooManyDecimals');

  const digits = `${whole}${significantFraction.padEnd(options.scale, '0')}`.replace(/^0+(?=\d)/, '');
  const value = Number(digits === '' ? '0' : digits);
  if (!Number.isSafeInteger(value)) return err('tooLarge');
  if (negative && value !== 0) {
    return options.allowNegative ? ok(-value) : err('negative');
  }
  return ok(value);
}

/** Digits of the whole part with its group separators checked (1-3 digits, then groups of exactly 3). */
function readWholePart(text: string, group: string): string | null {
  if (text === '') return '';
  const usesSpaces = SPACE_GROUPS.test(text);
  const usesGroup = text.includes(group);
  if (usesSpaces && usesGroup) return null;
  if (!usesSpaces && !usesGroup) return /^\d+$/.test(text) ? text : null;
  const groups = usesSpaces ? text.split(SPACE_GROUPS) : text.split(group);
  const [first, ...rest] = groups;
  if (first === undefined || !/^\d{1,3}$/.test(first)) return null;
  if (!rest.every((g) => /^\d{3}$/.test(g))) return null;
  return groups.join('');
}

/** The text to put back into an input for a scaled value, in the locale's notation, without grouping. */
export function formatDecimalInput(value: number, scale: number, locale: NumberLocale): string {
  const negative = value < 0;
  const abs = Math.abs(value)
    .toString()
    .padStart(scale + 1, '0');
  const whole = scale === 0 ? abs : abs.slice(0, abs.length - scale);
  const fraction = scale === 0 ? '' : abs.slice(abs.length - scale).replace(/0+$/, '');
  const text = fraction === '' ? whole : `${whole}${SEPARATORS[locale].decimal}${fraction}`;
  return negative ? `-${text}` : text;
}
