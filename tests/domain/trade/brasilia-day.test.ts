import { describe, expect, it } from 'vitest';
import { brasiliaDay } from '../../../src/domain/trade/brasilia-day';

describe('the day in Brasília', () => {
  it('is still today at 21:30 and 23:59 Brasília time, when UTC is already tomorrow', () => {
    expect(brasiliaDay('2026-11-20T00:30:00Z')).toBe('2026-11-19'); // 21:30 on the 19th in Brasília
    expect(brasiliaDay(new Date('2026-11-20T02:59:59Z'))).toBe('2026-11-19'); // 23:59:59
    expect(brasiliaDay('2026-11-20T03:00:00Z')).toBe('2026-11-20'); // midnight
    expect(brasiliaDay('2026-11-19T12:00:00Z')).toBe('2026-11-19');
  });

  it('follows the time zone database: summer time (-02:00) until 2019, none after', () => {
    // 2018-11-04 to 2019-02-17 Brasília kept -02:00: 22:30 UTC-2 is 00:30Z the next day, still the same day there.
    expect(brasiliaDay('2019-01-15T01:30:00Z')).toBe('2019-01-14'); // 23:30 -02:00
    expect(brasiliaDay('2019-01-15T02:30:00Z')).toBe('2019-01-15'); // 00:30 -02:00 (a fixed -03:00 says the 14th)
    // Summer 2019/2020 was abolished: the same instant is 23:30 of the 14th at -03:00.
    expect(brasiliaDay('2020-01-15T02:30:00Z')).toBe('2020-01-14');
  });

  it('refuses what is not an instant', () => {
    expect(() => brasiliaDay('not a time')).toThrow(RangeError);
  });
});
