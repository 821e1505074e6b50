import { describe, expect, it } from 'vitest';
import { validateContact } from '../../../src/domain/contact/contact-validation';
import { EMPTY_CONTACT } from '../../../src/domain/contact/contact';
import { COUNTRIES, countryFromText, countryName, countrySearchText } from '../../../src/domain/shared/countries';
import { COUNTRY_CODES, isCountryCode, UNKNOWN_COUNTRY } from '../../../src/domain/shared/country-codes';
import { validateFreight } from '../../../src/domain/freight/freight-validation';
import { validateProduct } from '../../../src/domain/product/product-validation';
import { aFreight, aLine } from '../freight/freight-test-data';
import { EMPTY_PRODUCT } from '../../../src/domain/product/product';

describe('ISO 3166-1 countries', () => {
  it('lists the 249 assigned codes, each named in English and Portuguese', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRIES.map((c) => c.code)).toEqual(COUNTRY_CODES);
    for (const country of COUNTRIES) {
      expect(country.en.trim()).not.toBe('');
      expect(country.pt.trim()).not.toBe('');
    }
  });

  it('accepts only assigned codes in upper case', () => {
    expect(isCountryCode('JP')).toBe(true);
    for (const bad of ['JA', 'XX', 'jp', 'Japan', 'JPN', '', 'EU']) expect(isCountryCode(bad)).toBe(false);
  });

  it('names a country in the reader language, and an unknown code as stored', () => {
    expect(countryName('JP', 'en')).toBe('Japan');
    expect(countryName('JP', 'pt')).toBe('Japão');
    expect(countryName('DE', 'pt')).toBe('Alemanha');
    expect(countryName('ZZ', 'pt')).toBe('ZZ');
  });

  it('searches by code and by both names, and reads a typed name as its code', () => {
    expect(countrySearchText('JP')).toBe('JP Japan Japão');
    expect(countryFromText('japao')).toBe('JP');
    expect(countryFromText(' Germany ')).toBe('DE');
    expect(countryFromText('de')).toBe('DE');
    expect(countryFromText('Narnia')).toBeNull();
  });
});

describe('one refusal for a country that is not in the list', () => {
  it('on a shipment destination, a line origin, a contact and a product', () => {
    expect(validateFreight(aFreight({ destinationCountry: 'JA' })).destinationCountry).toBe(UNKNOWN_COUNTRY);
    expect(validateFreight(aFreight({ lines: [aLine({ countryOfOrigin: 'XX' })] }))['lines.0.countryOfOrigin']).toBe(
      UNKNOWN_COUNTRY,
    );
    expect(validateContact({ ...EMPTY_CONTACT, company: 'Acme', country: 'XX' }).country).toBe(UNKNOWN_COUNTRY);
    expect(validateProduct({ ...EMPTY_PRODUCT, countryOfOrigin: 'XX' }).countryOfOrigin).toBe(UNKNOWN_COUNTRY);
  });
});
