import type { Contact } from '../../../../src/domain/contact/contact';
import type { FreightRecord } from '../../../../src/domain/freight/freight-record';
import type { Product } from '../../../../src/domain/product/product';
import type { UserRecord } from '../../../../src/domain/user/user-record';
import { aFreight, aLine } from '../../../domain/freight/freight-test-data';
import { sampleContact, sampleProduct } from '../master-data-samples';

/** Stored records for the store contracts: `n` makes ids, codes and references unique. */
export const AT = '2026-11-20T10:00:00.000Z';

export function storedFreight(n: number, patch: Partial<FreightRecord> = {}): FreightRecord {
  return aFreight({
    id: `fr-${n}`,
    reference: `FR-2026-${String(n).padStart(6, '0')}`,
    lines: [aLine({ id: `l-${n}`, productId: `p-${n}` })],
    ...patch,
  });
}

export const storedProduct = (n: number, patch: Partial<Product> = {}): Product => ({
  ...sampleProduct(`S${n}`),
  id: `p-${n}`,
  updatedAt: AT,
  ...patch,
});

export const storedContact = (n: number, patch: Partial<Contact> = {}): Contact => ({
  ...sampleContact(`S${n}`),
  id: `c-${n}`,
  updatedAt: AT,
  ...patch,
});

export const storedUser = (n: number, patch: Partial<UserRecord> = {}): UserRecord => ({
  id: `u-${n}`,
  auth: `u-${n}`,
  name: `User ${n}`,
  email: `user${n}@store.example`,
  status: 'active',
  rule: 'user',
  updatedAt: AT,
  ...patch,
});
