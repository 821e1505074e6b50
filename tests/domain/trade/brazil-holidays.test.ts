import { describe, expect, it } from 'vitest';
import { brazilianHolidays, easterSunday } from '../../../src/domain/trade/brazil-holidays';

describe('easterSunday (anonymous Gregorian algorithm)', () => {
  it.each([
    [2023, '2023-04-09'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2019, '2019-04-21'],
    [2038, '2038-04-25'],
    [1818, '1818-03-22'],
    [2285, '2285-03-22'],
    [1943, '1943-04-25'],
  ])('Easter %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('refuses years outside the Gregorian calendar or not whole', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
    expect(() => easterSunday(2026.5)).toThrow(RangeError);
    expect(() => brazilianHolidays(10_000)).toThrow(RangeError);
  });
});

describe('brazilianHolidays', () => {
  const dates = (year: number) => brazilianHolidays(year).map((h) => h.date.slice(5));

  it('2024: Carnival 12-13 Feb, Good Friday 29 Mar, Corpus Christi 30 May, first national 20 Nov', () => {
    expect(dates(2024)).toEqual([
      '01-01',
      '02-12',
      '02-13',
      '03-29',
      '04-21',
      '05-01',
      '05-30',
      '09-07',
      '10-12',
      '11-02',
      '11-15',
      '11-20',
      '12-25',
    ]);
  });

  it('2025: Carnival 3-4 Mar, Good Friday 18 Apr, Corpus Christi 19 Jun', () => {
    expect(dates(2025)).toEqual([
      '01-01',
      '03-03',
      '03-04',
      '04-18',
      '04-21',
      '05-01',
      '06-19',
      '09-07',
      '10-12',
      '11-02',
      '11-15',
      '11-20',
      '12-25',
    ]);
  });

  it('2026: Carnival 16-17 Feb, Good Friday 3 Apr, Corpus Christi 4 Jun, each named', () => {
    expect(brazilianHolidays(2026)).toEqual([
      { id: 'newYear', date: '2026-01-01' },
      { id: 'carnivalMonday', date: '2026-02-16' },
      { id: 'carnivalTuesday', date: '2026-02-17' },
      { id: 'goodFriday', date: '2026-04-03' },
      { id: 'tiradentes', date: '2026-04-21' },
      { id: 'labourDay', date: '2026-05-01' },
      { id: 'corpusChristi', date: '2026-06-04' },
      { id: 'independence', date: '2026-09-07' },
      { id: 'aparecida', date: '2026-10-12' },
      { id: 'allSouls', date: '2026-11-02' },
      { id: 'republic', date: '2026-11-15' },
      { id: 'blackConsciousness', date: '2026-11-20' },
      { id: 'christmas', date: '2026-12-25' },
    ]);
  });

  it('2027: Carnival 8-9 Feb, Good Friday 26 Mar, Corpus Christi 27 May', () => {
    expect(dates(2027)).toEqual([
      '01-01',
      '02-08',
      '02-09',
      '03-26',
      '04-21',
      '05-01',
      '05-27',
      '09-07',
      '10-12',
      '11-02',
      '11-15',
      '11-20',
      '12-25',
    ]);
  });

  it('has no Black Consciousness Day before 2024', () => {
    expect(brazilianHolidays(2023).map((h) => h.id)).not.toContain('blackConsciousness');
    expect(dates(2023)).toEqual([
      '01-01',
      '02-20',
      '02-21',
      '04-07',
      '04-21',
      '05-01',
      '06-08',
      '09-07',
      '10-12',
      '11-02',
      '11-15',
      '12-25',
    ]);
  });
});
