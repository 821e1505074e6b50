import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, type Contact } from '../../../src/domain/contact/contact';
import { partyHint, partyRefOf } from '../../../src/domain/freight/freight-parties';

const contact = (fields: Partial<Contact>): Contact => ({
  ...EMPTY_CONTACT,
  id: 'c-1',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});

describe('telling parties of one name apart', () => {
  const santos = contact({
    id: 'c-santos',
    company: 'Chen Logística Ltda',
    country: 'BR',
    city: 'Santos',
    taxId: '11.222.333/0001-81',
  });
  const curitiba = contact({
    id: 'c-curitiba',
    company: 'Chen Logística Ltda',
    country: 'BR',
    city: 'Curitiba',
    taxId: '45.997.418/0001-53',
  });

  it('names two companies of one name and country alike, so the hint is what differs', () => {
    expect(partyRefOf(santos).name).toBe(partyRefOf(curitiba).name);
    expect(partyRefOf(santos).country).toBe(partyRefOf(curitiba).country);
    expect(partyHint(santos)).not.toBe(partyHint(curitiba));
  });

  it('hints with the city and the tax id', () => {
    expect(partyHint(santos)).toBe('Santos · 11.222.333/0001-81');
  });

  it('leaves out what is not known, and blank padding', () => {
    expect(partyHint(contact({ city: '  Santos ' }))).toBe('Santos');
    expect(partyHint(contact({ taxId: 'DE123456789' }))).toBe('DE123456789');
    expect(partyHint(contact({ city: ' ', taxId: '' }))).toBe('');
  });

  it('names a party by its company, or by the person when there is none', () => {
    expect(partyRefOf(contact({ company: ' ', firstname: 'Ana', lastname: 'Souza', country: 'PT' }))).toEqual({
      id: 'c-1',
      name: 'Ana Souza',
      country: 'PT',
    });
  });
});
