import type { Contact } from '../../../src/domain/contact/contact';
import type { FreightActor } from '../../../src/domain/freight/freight-lifecycle';
import { type FreightLine, type FreightRecord, type PartyRef } from '../../../src/domain/freight/freight-record';
import { newFreightDraft } from '../../../src/domain/freight/freight-record-builders';

/** Small builders for freight tests: a valid, bookable draft unless a test changes it. */
export const SHIPPER: PartyRef = { id: 'c-shipper', name: 'Café Paulista Exportadora', country: 'BR' };
export const CONSIGNEE: PartyRef = { id: 'c-consignee', name: 'Hamburg Kaffee GmbH', country: 'DE' };

/** The contacts SHIPPER and CONSIGNEE name (as `partyRefOf` reads them): a store that checks parties needs them. */
export const PARTY_CONTACTS: readonly Contact[] = [SHIPPER, CONSIGNEE].map((party) => ({
  id: party.id,
  firstname: '',
  lastname: '',
  company: party.name,
  address: '',
  city: '',
  state: '',
  zip: '',
  country: party.country,
  phone: '',
  fax: '',
  email: '',
  web: '',
  roles: party === SHIPPER ? ['shipper'] : ['consignee'],
  taxId: '',
  active: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
}));
export const ADMIN: FreightActor = { id: 'u-1', name: 'Ana Admin', role: 'admin' };
export const CLERK: FreightActor = { id: 'u-2', name: 'Bruno Clerk', role: 'user' };
export const AT = '2026-11-20T10:00:00.000Z';

export function aLine(patch: Partial<FreightLine> = {}): FreightLine {
  return {
    id: 'l1',
    productId: 'p-1',
    description: 'Green coffee beans',
    hsCode: '090111',
    ncmCode: '09011110',
    quantityMilli: 1000,
    unit: 'kg',
    unitValueMinor: 1000,
    discount: { kind: 'none' },
    netWeightGrams: 1000,
    grossWeightGrams: 1100,
    countryOfOrigin: 'BR',
    ...patch,
  };
}

export function aFreight(patch: Partial<FreightRecord> = {}): FreightRecord {
  return {
    ...newFreightDraft({ id: 'f-1', reference: 'FR-2026-000001', at: AT, by: { id: CLERK.id, name: CLERK.name } }),
    shipper: SHIPPER,
    consignee: CONSIGNEE,
    destinationCountry: 'DE',
    shipDate: '2026-11-25',
    eta: '2026-11-28',
    lines: [aLine()],
    ...patch,
  };
}
