import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, withContactDefaults, type Contact } from '../../../src/domain/contact/contact';
import { contactCsvColumns, contactFromCsv } from '../../../src/domain/contact/contact-csv';
import { activeFilterOf, contactFilters, pickContacts } from '../../../src/domain/contact/contact-list';
import { validateContact } from '../../../src/domain/contact/contact-validation';
import { COUNTRY_CODES, isCountryCode, UNKNOWN_COUNTRY } from '../../../src/domain/shared/country-codes';

const contact = (id: string, patch: Partial<Contact> = {}): Contact => ({
  ...EMPTY_CONTACT,
  id,
  firstname: 'Ana',
  company: `Company ${id}`,
  country: 'BR',
  roles: ['shipper'],
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});

describe('contact country', () => {
  it('accepts an assigned ISO 3166-1 code, typed in either case', () => {
    expect(validateContact({ ...contact('a'), country: 'JP' })).toEqual({});
    expect(validateContact({ ...contact('a'), country: 'de' })).toEqual({});
  });

  it('refuses two letters that name no country, and asks for a missing one', () => {
    expect(validateContact({ ...contact('a'), country: 'XQ' })).toEqual({ country: UNKNOWN_COUNTRY });
    expect(validateContact({ ...contact('a'), country: 'BRA' })).toEqual({ country: UNKNOWN_COUNTRY });
    expect(validateContact({ ...contact('a'), country: '' })).toEqual({ country: 'required' });
  });

  it('knows every assigned code once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(isCountryCode('BR')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
  });
});

describe('contact active flag', () => {
  it('starts active and reads a contact stored without the flag as active', () => {
    expect(EMPTY_CONTACT.active).toBe(true);
    const { active: _active, ...older } = contact('old');
    expect(withContactDefaults(older).active).toBe(true);
    expect(withContactDefaults(contact('off', { active: false })).active).toBe(false);
  });

  it('is never offered by the picker once inactive, with or without a role', () => {
    const all = [contact('on'), contact('off', { active: false })];
    expect(pickContacts(all, 'company', null, 10).map((c) => c.id)).toEqual(['on']);
    expect(pickContacts(all, '', 'shipper', 10).map((c) => c.id)).toEqual(['on']);
  });

  it('filters a list by the flag as the URL carries it', () => {
    expect(activeFilterOf('false')).toBe(false);
    expect(activeFilterOf(true)).toBe(true);
    expect(activeFilterOf(undefined)).toBeNull();
    expect(activeFilterOf('maybe')).toBeNull();
    expect(contactFilters(null, null, false)).toEqual({ active: false });
    expect(contactFilters('carrier', 'BR')).toEqual({ carrier: true, country: 'BR' });
  });

  it('goes out and comes back through CSV; a file without the column imports active contacts', () => {
    const header = contactCsvColumns.map((c) => c.header);
    expect(header).toContain('active');
    const row = { firstname: 'Ana', country: 'BR', roles: 'shipper' };
    expect(contactFromCsv(row)).toMatchObject({ ok: true, value: { active: true } });
    expect(contactFromCsv({ ...row, active: 'false' })).toMatchObject({ ok: true, value: { active: false } });
    expect(contactFromCsv({ ...row, active: 'perhaps' })).toMatchObject({ ok: false, error: { active: 'bool' } });
  });
});
