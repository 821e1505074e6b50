import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, type Contact } from '../../../src/domain/contact/contact';
import { pickContacts } from '../../../src/domain/contact/contact-list';
import { EMPTY_PRODUCT, type Product } from '../../../src/domain/product/product';
import { pickProducts } from '../../../src/domain/product/product-list';
import {
  narrowestWord,
  partsMatch,
  prefixTokens,
  searchWords,
  storedToken,
  wordParts,
} from '../../../src/domain/shared/word-search';

const contact = (id: string, patch: Partial<Contact>): Contact => ({
  ...EMPTY_CONTACT,
  id,
  updatedAt: '2026-12-01T00:00:00.000Z',
  ...patch,
});
const product = (id: string, patch: Partial<Product>): Product => ({
  ...EMPTY_PRODUCT,
  id,
  updatedAt: '2026-12-01T00:00:00.000Z',
  ...patch,
});
const ids = (records: readonly { id: string }[]) => records.map((r) => r.id);

describe('word search', () => {
  it('cuts a text into the parts a typed word may begin: words, rests after punctuation, rests from a digit', () => {
    expect([...wordParts('FR-2026-0123 São')]).toEqual([
      'fr-2026-0123',
      '2026-0123',
      '026-0123',
      '26-0123',
      '6-0123',
      '0123',
      '123',
      '23',
      '3',
      'sao',
    ]);
  });

  it('matches when every typed word begins a part', () => {
    const parts = wordParts('Hamburg Kaffee GmbH');
    expect(partsMatch(parts, searchWords('kaf HAM'))).toBe(true);
    expect(partsMatch(parts, searchWords('ffee'))).toBe(false);
    expect(partsMatch(parts, searchWords('kaf tea'))).toBe(false);
    expect(partsMatch(parts, [])).toBe(true);
  });

  it('stores every beginning of a part up to the longest token, and looks a long word up by its beginning', () => {
    expect(prefixTokens(['ab', 'ac'])).toEqual(['a', 'ab', 'ac']);
    const long = 'x'.repeat(30);
    expect(prefixTokens([long]).at(-1)).toBe(storedToken(long));
    expect(storedToken(long)).toHaveLength(20);
    expect(narrowestWord(['ab', 'abcd', 'wxyz'])).toBe('abcd');
    expect(narrowestWord([])).toBeNull();
  });
});

describe('pickers', () => {
  const contacts = [
    contact('c-1', { company: 'Zeta Hamburg Imports', roles: ['consignee'], email: 'ops@zeta.de' }),
    contact('c-2', { company: 'Hamburg Kaffee GmbH', roles: ['consignee'], taxId: 'DE123456789' }),
    contact('c-3', { company: 'Hamburg Süd', roles: ['carrier'] }),
    contact('c-4', { company: 'Hamburg Old', roles: ['consignee'], active: false }),
    contact('c-5', { firstname: 'Ana', lastname: 'Hamm', roles: ['shipper'] }),
  ];

  it('offers names that begin with the text first, then other matches, each by name; never an inactive one', () => {
    expect(ids(pickContacts(contacts, 'hamburg', null, 10))).toEqual(['c-2', 'c-3', 'c-1']);
    expect(ids(pickContacts(contacts, 'ham', null, 10))).toEqual(['c-2', 'c-3', 'c-5', 'c-1']);
    expect(ids(pickContacts(contacts, 'ham', null, 2))).toEqual(['c-2', 'c-3']);
  });

  it('finds by every typed word, the tax id and the e-mail, within a role', () => {
    expect(ids(pickContacts(contacts, 'kaffee ham', null, 10))).toEqual(['c-2']);
    expect(ids(pickContacts(contacts, '456789', null, 10))).toEqual(['c-2']);
    expect(ids(pickContacts(contacts, 'zeta.de', null, 10))).toEqual(['c-1']);
    expect(ids(pickContacts(contacts, 'hamburg', 'carrier', 10))).toEqual(['c-3']);
    expect(ids(pickContacts(contacts, 'sud', null, 10))).toEqual(['c-3']);
    expect(ids(pickContacts(contacts, 'mburg', null, 10))).toEqual([]);
  });

  it('finds a company by its city and a CNPJ typed as bare digits, with or without its punctuation', () => {
    const exporters = [
      contact('c-6', { company: 'Café Paulista', city: 'Santos', country: 'BR', taxId: '11.222.333/0001-81' }),
      contact('c-7', { company: 'Mate Sul', city: 'Curitiba', country: 'BR', taxId: '12.ABC.345/01DE-35' }),
    ];
    expect(ids(pickContacts(exporters, 'santos', null, 10))).toEqual(['c-6']);
    expect(ids(pickContacts(exporters, '11222333000181', null, 10))).toEqual(['c-6']);
    expect(ids(pickContacts(exporters, '11222333', null, 10))).toEqual(['c-6']);
    expect(ids(pickContacts(exporters, '11.222.333/0001-81', null, 10))).toEqual(['c-6']);
    expect(ids(pickContacts(exporters, '12abc34501de35', null, 10))).toEqual(['c-7']);
  });

  it('with nothing typed, offers the active records in name order', () => {
    expect(ids(pickContacts(contacts, '  ', 'consignee', 10))).toEqual(['c-2', 'c-1']);
  });

  it('finds products by code first, then descriptions and tariff codes typed with or without dots', () => {
    const products = [
      product('p-1', { code: 'CAF-2', descriptionEn: 'Green coffee beans', hsCode: '090111', ncmCode: '09011110' }),
      product('p-2', { code: 'BAG-1', descriptionPt: 'Sacaria para café', hsCode: '630510', ncmCode: '63051000' }),
      product('p-3', { code: 'CAF-1', descriptionEn: 'Roasted coffee', hsCode: '090121', ncmCode: '09012100' }),
      product('p-4', { code: 'CAF-0', descriptionEn: 'Old coffee', hsCode: '090121', active: false }),
    ];
    expect(ids(pickProducts(products, 'caf', 10))).toEqual(['p-3', 'p-1', 'p-2']);
    expect(ids(pickProducts(products, 'coffee', 10))).toEqual(['p-3', 'p-1']);
    expect(ids(pickProducts(products, '0901.21', 10))).toEqual(['p-3']);
    expect(ids(pickProducts(products, '09011110', 10))).toEqual(['p-1']);
    expect(ids(pickProducts(products, 'green bea', 10))).toEqual(['p-1']);
    expect(ids(pickProducts(products, '', 2))).toEqual(['p-2', 'p-3']);
  });
});
