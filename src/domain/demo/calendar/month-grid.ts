const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The 6 x 7 UTC days shown for a month, weeks starting on Sunday, as ISO dates (yyyy-mm-dd).
 * `month` is 0-based like Date.
 */
export function monthGrid(year: number, month: number): string[][] {
  const first = Date.UTC(year, month, 1);
  const start = first - new Date(first).getUTCDay() * DAY_MS;
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => new Date(start + (week * 7 + day) * DAY_MS).toISOString().slice(0, 10)),
  );
}

export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const total = year * 12 + month + delta;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}

/** Whole days from one ISO date to another (positive when `to` is later). */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(toIso.slice(0, 10)) - Date.parse(fromIso.slice(0, 10))) / DAY_MS);
}
