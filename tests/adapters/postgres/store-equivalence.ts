import { describe, expect, it } from 'vitest';
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
import { CONTACT_SORT_FIELDS } from '../../../src/domain/contact/contact-list';
import {
  DEFAULT_FREIGHT_QUERY,
  FREIGHT_SORT_FIELDS,
  type FreightListFilters,
  type FreightListQuery,
} from '../../../src/domain/freight/freight-query';
import type { FreightLine, FreightRecord } from '../../../src/domain/freight/freight-record';
import type { Product } from '../../../src/domain/product/product';
import { PRODUCT_SORT_FIELDS } from '../../../src/domain/product/product-list';
import type { ListPage } from '../../../src/domain/shared/list-query';
import { USER_SORT_FIELDS } from '../../../src/domain/user/user-list';
import type { UserRecord } from '../../../src/domain/user/user-record';
import { aFreight } from '../../domain/freight/freight-test-data';

/**
 * The SQL stores answer every list, export, picker and dashboard question exactly as the in-memory reference store
 * does over the same records (seeded shipments with ties, nulls, accents and several currencies): same items in
 * the same order, same totals and pages.
 */
const TODAY = '2026-11-20';
const AT = '2026-11-01T09:00:00.000Z';

function records() {
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

function memoryStores(data: ReturnType<typeof records>): BackendStores {
  const memory = emptyMemoryData();
  for (const r of data.freight) memory.freight.set(r.id, r);
  for (const r of data.products) memory.products.set(r.id, r);
  for (const r of data.contacts) memory.contacts.set(r.id, r);
  for (const r of data.users) memory.users.set(r.id, r);
  memory.version += 1;
  return createMemoryStores(memory);
}

const ids = <T extends { id: string }>(page: ListPage<T>) => ({ ...page, items: page.items.map((r) => r.id) });

const FREIGHT_CASES: readonly (Pick<FreightListQuery, 'text'> & { filters: FreightListFilters })[] = [
  { text: '', filters: {} },
  { text: 'maer', filters: {} },
  { text: 'são', filters: {} },
  { text: 'CAFE  paulista', filters: { status: ['in_transit', 'customs', 'delivered'] } },
  { text: '', filters: { mode: ['sea'], carrier: 'Maersk' } },
  { text: '', filters: { destination: 'DE', status: [] } },
  { text: '', filters: { shipDateFrom: '2026-06-01', shipDateTo: '2026-09-30', carrier: '' } },
  { text: '100%', filters: {} },
  { text: 'cargo_', filters: {} },
];

export function storeEquivalence(name: string, open: () => Promise<SqlDatabase>): void {
  describe(`SQL stores answer as the in-memory store: ${name}`, () => {
    it('reads a record back exactly as written, key order included (the domain compares JSON text)', async () => {
      const db = await open();
      const sql = createPostgresStores(db).stores;
      const record = aFreight({ id: 'fr-order' });
      const reversed = Object.fromEntries(Object.entries(record).reverse()) as unknown as FreightRecord;
      const shuffled: FreightRecord = {
        ...reversed,
        lines: record.lines.map((line) => Object.fromEntries(Object.entries(line).reverse()) as unknown as FreightLine),
      };
      await sql.tx.run((uow) => uow.freight.put(shuffled));
      const read = await sql.tx.run((uow) => uow.freight.get('fr-order'));
      expect(JSON.stringify(read)).toBe(JSON.stringify(shuffled));
    });

    it('freight lists: every sort, both directions, filters, text and pages', async () => {
      const data = records();
      const db = await open();
      await seedPostgres(db, { ...data, passwordHashes: new Map() });
      const sql = createPostgresStores(db).stores;
      const memory = memoryStores(data);
      const sorts = [
        null,
        ...FREIGHT_SORT_FIELDS.flatMap((field) =>
          (['asc', 'desc'] as const).map((direction) => ({ field, direction })),
        ),
      ];
      // Each sort against three of the cases, a different three for each, so every case meets many sorts.
      for (const [s, sort] of sorts.entries()) {
        for (const n of [s, s + 3, s + 6]) {
          const c = FREIGHT_CASES[n % FREIGHT_CASES.length] ?? { text: '', filters: {} };
          const query: FreightListQuery = { ...DEFAULT_FREIGHT_QUERY, ...c, sort, page: 1 + (n % 3), pageSize: 10 };
          expect(ids(await sql.freight.list(query)), JSON.stringify(query)).toEqual(
            ids(await memory.freight.list(query)),
          );
        }
      }
      const past = { ...DEFAULT_FREIGHT_QUERY, page: 999, pageSize: 25 };
      expect(ids(await sql.freight.list(past))).toEqual(ids(await memory.freight.list(past)));
      const exported = { ...DEFAULT_FREIGHT_QUERY, text: 'gmbh', sort: { field: 'eta', direction: 'desc' } as const };
      expect((await sql.freight.all(exported, 40)).map((r) => r.id)).toEqual(
        (await memory.freight.all(exported, 40)).map((r) => r.id),
      );
    });

    it('keeps list totals exact through updates, removals and new records', async () => {
      const data = records();
      const db = await open();
      await seedPostgres(db, { ...data, passwordHashes: new Map() });
      const sql = createPostgresStores(db).stores;
      const memory = memoryStores(data);
      const change = async (stores: BackendStores) => {
        await stores.tx.run(async (uow) => {
          for (const record of data.freight.slice(0, 40)) {
            const n = Number(record.id.replace(/\D/g, '')) || 0;
            await uow.freight.put({
              ...record,
              status: n % 2 === 0 ? 'cancelled' : record.status,
              carrier: n % 3 === 0 ? 'Maersk' : record.carrier,
              shipDate: n % 5 === 0 ? null : record.shipDate,
            });
          }
        });
        await stores.tx.run(async (uow) => {
          for (const record of data.freight.slice(40, 60)) await uow.freight.remove(record.id);
          await uow.freight.put(
            aFreight({ id: 'fr-new', reference: 'FR-2026-900100', carrier: 'Maersk', shipDate: null }),
          );
        });
      };
      await change(sql);
      await change(memory);
      for (const filters of [{}, { status: ['cancelled'] }, { carrier: 'Maersk', mode: ['sea', 'air'] }] as const) {
        for (const field of ['shipDate', 'reference'] as const) {
          const query = { ...DEFAULT_FREIGHT_QUERY, filters, sort: { field, direction: 'desc' as const }, page: 2 };
          expect(ids(await sql.freight.list(query))).toEqual(ids(await memory.freight.list(query)));
        }
      }
      expect((await sql.freight.dashboard(TODAY)).byStatus).toEqual((await memory.freight.dashboard(TODAY)).byStatus);
    });

    it('filters by a party (shipper or consignee) and by a product on any line', async () => {
      const data = records();
      const db = await open();
      await seedPostgres(db, { ...data, passwordHashes: new Map() });
      const sql = createPostgresStores(db).stores;
      const memory = memoryStores(data);
      const sort = { field: 'reference', direction: 'asc' } as const;
      const everything = await memory.freight.all({ ...DEFAULT_FREIGHT_QUERY, sort }, 10_000);
      const cases = [
        [{ party: 'c-04' }, (r: FreightRecord) => r.shipper?.id === 'c-04' || r.consignee?.id === 'c-04'],
        [{ product: 'p-02' }, (r: FreightRecord) => r.lines.some((line) => line.productId === 'p-02')],
      ] as const;
      for (const [filters, wanted] of cases) {
        const expected = everything.filter(wanted).map((r) => r.id);
        expect(expected.length).toBeGreaterThan(10);
        const page = await sql.freight.list({ ...DEFAULT_FREIGHT_QUERY, filters, sort, page: 1, pageSize: 10 });
        expect(page.items.map((r) => r.id)).toEqual(expected.slice(0, 10));
        expect(page.total).toBe(expected.length);
        expect((await sql.freight.all({ ...DEFAULT_FREIGHT_QUERY, filters, sort }, 10_000)).map((r) => r.id)).toEqual(
          expected,
        );
      }
    });

    it('the dashboard, references to master data and activity', async () => {
      const data = records();
      const db = await open();
      await seedPostgres(db, { ...data, passwordHashes: new Map() });
      const sql = createPostgresStores(db).stores;
      const memory = memoryStores(data);
      for (const today of [TODAY, '2026-08-15', '2025-07-01']) {
        expect(await sql.freight.dashboard(today)).toEqual(await memory.freight.dashboard(today));
      }
      for (const reference of [
        { contactId: 'c-04' },
        { contactId: 'c-01' },
        { productId: 'p-02' },
        { productId: 'p-404' },
      ]) {
        expect(await sql.freight.countReferencing(reference)).toBe(await memory.freight.countReferencing(reference));
      }
      for (const userId of ['staff-1', 'staff-3', 'u-2', 'nobody']) {
        expect(await sql.freight.hasActivityBy(userId)).toBe(await memory.freight.hasActivityBy(userId));
      }
    });

    it('master-data lists and pickers', async () => {
      const data = records();
      const db = await open();
      await seedPostgres(db, { ...data, passwordHashes: new Map() });
      const sql = createPostgresStores(db).stores;
      const memory = memoryStores(data);
      const base = { text: '', filters: {}, page: 2, pageSize: 7 };
      const directions = ['asc', 'desc'] as const;
      for (const field of [...PRODUCT_SORT_FIELDS]) {
        for (const direction of directions) {
          for (const filters of [{}, { active: 'false' }, { currency: 'USD', countryOfOrigin: 'BR' }]) {
            const q = { ...base, text: 'caf', filters, sort: { field, direction } };
            expect(ids(await sql.products.list(q))).toEqual(ids(await memory.products.list(q)));
            const all = { ...q, text: '', page: 1 };
            expect(ids(await sql.products.list(all))).toEqual(ids(await memory.products.list(all)));
          }
        }
      }
      for (const field of CONTACT_SORT_FIELDS) {
        for (const direction of directions) {
          for (const filters of [{}, { role: 'consignee' }, { country: 'de' }]) {
            const q = { ...base, filters, sort: { field, direction } };
            expect(ids(await sql.contacts.list(q))).toEqual(ids(await memory.contacts.list(q)));
          }
        }
      }
      for (const field of USER_SORT_FIELDS) {
        for (const direction of directions) {
          const q = { ...base, page: 1, text: 'a', filters: { rule: 'admin' }, sort: { field, direction } };
          expect(ids(await sql.users.list(q))).toEqual(ids(await memory.users.list(q)));
        }
      }
      expect((await sql.users.all()).map((u) => u.id)).toEqual((await memory.users.all()).map((u) => u.id));
      for (const text of ['', 'p-00', 'coffee', '0901', 'zzz']) {
        expect((await sql.products.lookup(text, 8)).map((p) => p.id)).toEqual(
          (await memory.products.lookup(text, 8)).map((p) => p.id),
        );
      }
      for (const [text, role] of [
        ['', undefined],
        ['a', 'shipper'],
        ['gmbh', 'consignee'],
        ['@', undefined],
      ] as const) {
        const options = { limit: 6, ...(role ? { role } : {}) };
        expect((await sql.contacts.lookup(text, options)).map((c) => c.id)).toEqual(
          (await memory.contacts.lookup(text, options)).map((c) => c.id),
        );
      }
    });
  });
}
