import { describe, expect, it } from 'vitest';
import { readTypedDate } from '../../../src/domain/shared/date-input';

describe('readTypedDate', () => {
  it('reads day first in Portuguese and month first in English', () => {
    expect(readTypedDate('25/12/2026', 'pt')).toBe('2026-12-25');
    expect(readTypedDate('12/25/2026', 'en')).toBe('2026-12-25');
    expect(readTypedDate('03/04/2026', 'pt')).toBe('2026-04-03');
    expect(readTypedDate('03/04/2026', 'en')).toBe('2026-03-04');
  });

  it('takes dots, dashes, single digits, a two-digit year and ISO dates', () => {
    expect(readTypedDate(' 5.1.26 ', 'pt')).toBe('2026-01-05');
    expect(readTypedDate('5-1-2026', 'en')).toBe('2026-05-01');
    expect(readTypedDate('2026-12-25', 'pt')).toBe('2026-12-25');
    expect(readTypedDate('2026-12-25', 'en')).toBe('2026-12-25');
  });

  it('refuses what is not a calendar day instead of rolling it over', () => {
    expect(readTypedDate('31/02/2026', 'pt')).toBeNull();
    expect(readTypedDate('25/12/2026', 'en')).toBeNull();
    expect(readTypedDate('29/02/2025', 'pt')).toBeNull();
    expect(readTypedDate('29/02/2024', 'pt')).toBe('2024-02-29');
    expect(readTypedDate('', 'pt')).toBeNull();
    expect(readTypedDate('tomorrow', 'en')).toBeNull();
    expect(readTypedDate('1/2/3', 'en')).toBeNull();
  });
});
