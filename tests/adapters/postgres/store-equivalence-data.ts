import { emptyMemoryData } from '../../../src/adapters/memory/memory-data';
import { createMemoryStores } from '../../../src/adapters/memory/memory-stores';
import { createContactFixture } from '../../../src/adapters/mock/fixtures/contact.fixture';
import { FALLBACK_PARTIES, FALLBACK_PRODUCTS } from '../../../src/adapters/mock/fixtures/freight-fallback.fixture';
import { generateFreightRecords } from '../../../src/adapters/mock/fixtures/freight.fixture';
import { createProductFixture } from '../../../src/adapters/mock/fixtures/product.fixture';
import { seedPostgres } from '../../../src/adapters/postgres/postgres-seed';
import { createPostgresStores } from '../../../src/adapters/postgres/postgres-stores';
import type { SqlDatabase } from '../../../src/adapters/postgres/sql-database';
import type { BackendStores } from '../../../src/application/backend';
import type { Contact } from '../../../src/domain/contact/contact';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';
import type { Product } from '../../../src/domain/product/product';
import type { ListPage } from '../../../src/domain/shared/list-query';
import type { UserRecord } from '../../../src/domain/user/user-record';
import { aFreight } from '../../domain/freight/freight-test-data';

/**
 * Records for comparing the SQL stores with the in-memory reference store: seeded shipments with ties, nulls,
 * accents and several currencies, master data, a few staff.
 */
export const TODAY = '2026-11-20';
const AT = '2026-11-01T09:00:00.000Z';

export function records() {
  const freight: FreightRecord[] = [
    ...generateFreightRecords({
      seed: 11,
      count: 300,
      contacts: FALLBACK_PARTIES,
      products: FALLBACK_PRODUCTS,
      today: TODAY,
    }),
    aFreight({ id: 'fr-x1', reference: 'FR-2026-900001', shipper: null, destinationCountry: '', shipDate: null }),
    aFreight({ id: 'fr-x2', reference: 'FR-2026-900002', carrier: '100% Cargo_Co', notes: 'ÁÉÍ' }),
  ];
  const products: Product[] = createProductFixture(3, 60).map((p) => ({ ...p, updatedAt: AT }));
  const contacts: Contact[] = createContactFixture(3, 80).map((c) => ({ ...c, updatedAt: AT }));
  const users: UserRecord[] = ['Ana', 'ana', 'Álvaro', 'Bea', 'Zé'].map((name, i) => ({
    id: `u-${i}`,
    auth: `u-${i}`,
    name,
    email: `${name.toLowerCase()}${i}@x.example`,
    status: i === 3 ? 'pending' : 'active',
    rule: i % 2 === 0 ? 'admin' : 'user',
    updatedAt: AT,
  }));
  return { freight, products, contacts, users };
}

export function memoryStores(data: ReturnType<typeof records>): BackendStores {
  const memory = emptyMemoryData();
  for (const r of data.freight) memory.freight.set(r.id, r);
  for (const r of data.products) memory.products.set(r.id, r);
  for (const r of data.contacts) memory.contacts.set(r.id, r);
  for (const r of data.users) memory.users.set(r.id, r);
  memory.version += 1;
  return createMemoryStores(memory);
}

export const ids = <T extends { id: string }>(page: ListPage<T>) => ({ ...page, items: page.items.map((r) => r.id) });

/** The same records in a migrated SQL database and in the in-memory reference store. */
export async function loaded(open: () => Promise<SqlDatabase>) {
  const data = records();
  const db = await open();
  await seedPostgres(db, { ...data, passwordHashes: new Map() });
  return { data, db, sql: createPostgresStores(db).stores, memory: memoryStores(data) };
}
