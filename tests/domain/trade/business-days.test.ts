import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/freight/iso-date';
import { brazilianHolidays } from '../../../src/domain/trade/brazil-holidays';
import {
  holidayOn,
  isBusinessDay,
  isWeekend,
  nextBusinessDay,
  previousBusinessDay,
} from '../../../src/domain/trade/business-days';

describe('isBusinessDay', () => {
  it('is false on every national holiday of 2024 to 2027', () => {
    for (const year of [2024, 2025, 2026, 2027]) {
      for (const holiday of brazilianHolidays(year)) expect(isBusinessDay(holiday.date)).toBe(false);
    }
  });

  it('is false on Saturdays and Sundays', () => {
    expect(isWeekend('2026-03-14')).toBe(true);
    expect(isWeekend('2026-03-15')).toBe(true);
    expect(isBusinessDay('2026-03-14')).toBe(false);
    expect(isBusinessDay('2026-03-15')).toBe(false);
  });

  it('is true on ordinary weekdays, Ash Wednesday and the eves of Christmas and New Year', () => {
    expect(isBusinessDay('2026-03-16')).toBe(true);
    expect(isBusinessDay('2026-02-18')).toBe(true);
    expect(isBusinessDay('2026-12-24')).toBe(true);
    expect(isBusinessDay('2026-12-31')).toBe(true);
  });

  it('treats 20 November as a business day before 2024 and a holiday from 2024', () => {
    expect(isBusinessDay('2023-11-20')).toBe(true);
    expect(isBusinessDay('2024-11-20')).toBe(false);
  });

  it('counts the business days of a year: 2026 has 261 weekdays and 12 holidays fall on them', () => {
    let businessDays = 0;
    for (let day = '2026-01-01'; day <= '2026-12-31'; day = addDays(day, 1)) if (isBusinessDay(day)) businessDays++;
    // 15 Nov 2026 is a Sunday and Tiradentes a Tuesday: 12 of the 13 holidays are weekdays.
    expect(businessDays).toBe(261 - 12);
  });

  it('refuses text that is not an ISO date', () => {
    expect(() => isBusinessDay('2026-02-30')).toThrow(RangeError);
    expect(() => isBusinessDay('16/02/2026')).toThrow(RangeError);
  });
});

describe('holidayOn', () => {
  it('names the holiday of a date, or null', () => {
    expect(holidayOn('2025-04-21')).toEqual({ id: 'tiradentes', date: '2025-04-21' });
    expect(holidayOn('2027-03-26')).toEqual({ id: 'goodFriday', date: '2027-03-26' });
    expect(holidayOn('2026-02-18')).toBeNull();
  });
});

describe('previousBusinessDay', () => {
  it.each([
    ['2026-03-17', '2026-03-16', 'a Tuesday: the Monday before'],
    ['2026-03-16', '2026-03-13', 'a Monday: the Friday before'],
    ['2026-02-18', '2026-02-13', 'Ash Wednesday: past Carnival and the weekend'],
    ['2026-02-19', '2026-02-18', 'the Thursday after Carnival: Ash Wednesday'],
    ['2026-04-06', '2026-04-02', 'Easter Monday: past Easter and Good Friday'],
    ['2025-04-22', '2025-04-17', 'after Tiradentes on Easter Monday 2025'],
    ['2024-11-21', '2024-11-19', 'after Black Consciousness Day 2024'],
    ['2023-11-21', '2023-11-20', 'after 20 Nov 2023, then a working day'],
    ['2025-01-02', '2024-12-31', 'after New Year: into the year before'],
    ['2027-01-04', '2026-12-31', 'a Monday after a New Year on Friday'],
    ['2027-05-28', '2027-05-26', 'the Friday after Corpus Christi 2027'],
  ])('%s -> %s (%s)', (date, expected) => {
    expect(previousBusinessDay(date)).toBe(expected);
  });

  it('is strictly before the date, even when the date is a business day', () => {
    expect(previousBusinessDay('2026-03-18')).toBe('2026-03-17');
  });
});

describe('nextBusinessDay', () => {
  it('skips weekends and holidays', () => {
    expect(nextBusinessDay('2026-02-13')).toBe('2026-02-18');
    expect(nextBusinessDay('2026-12-24')).toBe('2026-12-28');
    expect(nextBusinessDay('2024-12-31')).toBe('2025-01-02');
  });
});
