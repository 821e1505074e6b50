import { describe, expect, it } from 'vitest';
import { APP_VERSION, footerInfo } from '../../../src/domain/shared/app-info';
import { localeOrDefault } from '../../../src/domain/shared/locale';

describe('footerInfo', () => {
  it('takes the year from the given time and keeps the spec version', () => {
    expect(footerInfo(new Date('2027-01-01T00:00:00'))).toMatchObject({ year: 2027, version: 'V1.01' });
    expect(APP_VERSION).toBe('V1.01');
  });
});

describe('localeOrDefault', () => {
  it.each([
    ['pt', 'pt'],
    ['en', 'en'],
    ['de', 'en'],
    [null, 'en'],
    ['{"corrupt', 'en'],
  ])('reads %s as %s', (stored, expected) => {
    expect(localeOrDefault(stored)).toBe(expected);
  });
});
