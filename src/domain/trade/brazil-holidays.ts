import { addDays } from '../freight/iso-date';

/**
 * Brazilian national holidays on which banks do not open (so no PTAX rate is published): the fixed
 * national holidays, and the days that move with Easter as the banking calendar treats them (Carnival
 * Monday and Tuesday, Good Friday, Corpus Christi). Ash Wednesday is a business day (banks open at noon).
 * Black Consciousness Day (20 November) is a national holiday from 2024. Dates are ISO 'YYYY-MM-DD'.
 */
export type HolidayId =
  | 'newYear'
  | 'carnivalMonday'
  | 'carnivalTuesday'
  | 'goodFriday'
  | 'tiradentes'
  | 'labourDay'
  | 'corpusChristi'
  | 'independence'
  | 'aparecida'
  | 'allSouls'
  | 'republic'
  | 'blackConsciousness'
  | 'christmas';

export interface Holiday {
  readonly date: string;
  readonly id: HolidayId;
}

interface FixedHoliday {
  readonly id: HolidayId;
  readonly monthDay: string;
  readonly sinceYear?: number;
}

export const FIXED_HOLIDAYS: readonly FixedHoliday[] = [
  { id: 'newYear', monthDay: '01-01' },
  { id: 'tiradentes', monthDay: '04-21' },
  { id: 'labourDay', monthDay: '05-01' },
  { id: 'independence', monthDay: '09-07' },
  { id: 'aparecida', monthDay: '10-12' },
  { id: 'allSouls', monthDay: '11-02' },
  { id: 'republic', monthDay: '11-15' },
  { id: 'blackConsciousness', monthDay: '11-20', sinceYear: 2024 },
  { id: 'christmas', monthDay: '12-25' },
];

/** Days from Easter Sunday. */
export const EASTER_HOLIDAYS: readonly { readonly id: HolidayId; readonly offset: number }[] = [
  { id: 'carnivalMonday', offset: -48 },
  { id: 'carnivalTuesday', offset: -47 },
  { id: 'goodFriday', offset: -2 },
  { id: 'corpusChristi', offset: 60 },
];

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) throw new RangeError(`unsupported year ${year}`);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, also known as Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  checkYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The year's holidays, sorted by date. */
export function brazilianHolidays(year: number): readonly Holiday[] {
  const easter = easterSunday(year);
  const fixed = FIXED_HOLIDAYS.filter((h) => h.sinceYear === undefined || year >= h.sinceYear).map((h) => ({
    id: h.id,
    date: `${String(year).padStart(4, '0')}-${h.monthDay}`,
  }));
  const movable = EASTER_HOLIDAYS.map((h) => ({ id: h.id, date: addDays(easter, h.offset) }));
  return [...fixed, ...movable].sort((x, y) => x.date.localeCompare(y.date));
}
