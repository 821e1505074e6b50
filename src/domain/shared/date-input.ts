import type { NumberLocale } from './decimal-input';

/**
 * Reads a calendar date typed by a person in their language's notation into ISO 'YYYY-MM-DD': pt day first
 * (25/12/2026), en month first (12/25/2026); '/', '.' and '-' separate; a two-digit year is of this century; an
 * ISO date is always understood. Anything that is not a real calendar day is null, never a nearby day.
 */
export function readTypedDate(text: string, locale: NumberLocale): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(trimmed);
  if (!parts) return null;
  const [first, second] = [Number(parts[1]), Number(parts[2])];
  const year = parts[3]!.length === 2 ? 2000 + Number(parts[3]) : Number(parts[3]);
  return locale === 'pt' ? calendarDay(year, second, first) : calendarDay(year, first, second);
}

function calendarDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.toISOString().slice(0, 10) : null;
}
