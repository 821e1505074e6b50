import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/freight/iso-date';

const DAY_MS = 86_400_000;
const byDateObject = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe('addDays', () => {
  it('crosses month ends, leap days and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-26', -540)).toBe('2025-06-04');
  });

  it('gives the calendar date of a UTC day count for every week of a century and a half', () => {
    const offsets = [-800, -366, -365, -61, -1, 0, 1, 29, 60, 365, 366, 1000];
    let mismatches = 0;
    for (let t = Date.UTC(1960, 0, 1); t < Date.UTC(2110, 0, 1); t += 5 * DAY_MS) {
      const iso = new Date(t).toISOString().slice(0, 10);
      for (const days of offsets) if (addDays(iso, days) !== byDateObject(iso, days)) mismatches += 1;
    }
    expect(mismatches).toBe(0);
  });
});
