import { describe, expect, it } from 'vitest';
import { APP_VERSION, footerInfo } from '../../../src/domain/shared/app-info';
import { preferredLocale } from '../../../src/domain/shared/locale';

describe('footerInfo', () => {
  it('takes the year from the given time and keeps the spec version', () => {
    expect(footerInfo(new Date('2027-01-01T00:00:00'))).toMatchObject({ year: 2027, version: 'V1.01' });
    expect(APP_VERSION).toBe('V1.01');
  });
});

describe('preferredLocale', () => {
  it.each([
    ['pt', [], 'pt'],
    ['en', ['pt-BR'], 'en'],
    ['de', [], 'en'],
    [null, [], 'en'],
    ['{"corrupt', ['pt-PT'], 'pt'],
    [null, ['PT-br'], 'pt'],
    [null, ['es-ES', 'fr'], 'en'],
  ])('reads stored %s with the browser languages %j as %s', (stored, languages, expected) => {
    expect(preferredLocale(stored, languages)).toBe(expected);
  });
});
