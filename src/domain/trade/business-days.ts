import { addDays, isIsoDate } from '../freight/iso-date';
import { brazilianHolidays, type Holiday } from './brazil-holidays';

/** Business days in Brazil: Monday to Friday, except the national holidays of brazil-holidays.ts. */
function checkDate(date: string): void {
  if (!isIsoDate(date)) throw new RangeError(`not an ISO date: ${date}`);
}

export function holidayOn(date: string): Holiday | null {
  checkDate(date);
  return brazilianHolidays(Number(date.slice(0, 4))).find((h) => h.date === date) ?? null;
}

export function isWeekend(date: string): boolean {
  checkDate(date);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function isBusinessDay(date: string): boolean {
  return !isWeekend(date) && holidayOn(date) === null;
}

/** The last business day strictly before `date`. */
export function previousBusinessDay(date: string): string {
  checkDate(date);
  let day = addDays(date, -1);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/** The first business day strictly after `date`. */
export function nextBusinessDay(date: string): string {
  checkDate(date);
  let day = addDays(date, 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}
