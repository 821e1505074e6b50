import { describe, expect, it } from 'vitest';
import { makeBackend, type BackendStores } from '../../../../src/application/backend';
import type { Caller } from '../../../../src/application/auth/caller';
import { isAppError } from '../../../../src/application/errors/app-error';
import { freightInputOf } from '../../../../src/domain/freight/freight-record';
import { PARTY_CONTACTS } from '../../../domain/freight/freight-test-data';
import type { FreightListQuery } from '../../../../src/domain/freight/freight-query';
import { DEFAULT_FREIGHT_QUERY } from '../../../../src/domain/freight/freight-query';
import { savedViewStoreContract } from './saved-view-store.contract';
import { AT, storedContact, storedFreight, storedProduct, storedUser } from './store-samples';

/**
 * What every store family (memory, PostgreSQL on PGlite and on a real server, Firestore) must do for the business
 * core. `setup` gives stores over an EMPTY database (a fresh one per call, or emptied).
 */
export interface StoreContractTarget {
  readonly stores: BackendStores;
  /**
   * The store writes a record's times as the commit's own (Firestore: `updatedAt`, a shipment's creation and history
   * times, as server timestamps the security rules check) instead of the instants the record carried.
   */
  readonly commitTimes?: boolean;
}

type Timed = { readonly updatedAt?: unknown; readonly audit?: object; readonly history?: readonly object[] } | null;
const isInstant = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** `written` with the times `read` carries, once each of those is checked to be an instant. */
function withTimesOf<T extends Timed>(written: T, read: Timed): T {
  if (written === null || read === null) return written;
  const audit = read.audit as { createdAt?: unknown; updatedAt?: unknown } | undefined;
  const times = [
    read.updatedAt,
    audit?.createdAt,
    audit?.updatedAt,
    ...(read.history ?? []).map((e) => 'at' in e && e.at),
  ];
  for (const time of times.filter((t) => t !== undefined)) expect(isInstant(time)).toBe(true);
  return {
    ...written,
    ...('updatedAt' in read ? { updatedAt: read.updatedAt } : {}),
    ...(read.audit ? { audit: { ...written.audit, createdAt: audit?.createdAt, updatedAt: audit?.updatedAt } } : {}),
    ...(written.history && read.history
      ? { history: written.history.map((e, i) => ({ ...e, at: (read.history?.[i] as { at?: unknown }).at })) }
      : {}),
  };
}

const query = (patch: Partial<FreightListQuery> = {}): FreightListQuery => ({
  ...DEFAULT_FREIGHT_QUERY,
  ...patch,
});
const page = { text: '', filters: {}, sort: null, page: 1, pageSize: 50 } as const;

export function storeContract(name: string, setup: () => Promise<StoreContractTarget>): void {
  describe(`store contract: ${name}`, () => {
    describe('transactions', () => {
      it('writes every record kind and reads it back whole; unknown ids read as null', async () => {
        const { stores, commitTimes = false } = await setup();
        const records = { f: storedFreight(1), p: storedProduct(1), c: storedContact(1), u: storedUser(1) };
        await stores.tx.run(async (uow) => {
          await uow.freight.put(records.f);
          await uow.products.put(records.p);
          await uow.contacts.put(records.c);
          await uow.users.put(records.u);
        });
        const read = await stores.tx.run(async (uow) => ({
          f: await uow.freight.get('fr-1'),
          p: await uow.products.get('p-1'),
          c: await uow.contacts.get('c-1'),
          u: await uow.users.get('u-1'),
          missing: await uow.freight.get('fr-404'),
        }));
        const expected = commitTimes
          ? {
              f: withTimesOf(records.f, read.f),
              p: withTimesOf(records.p, read.p),
              c: withTimesOf(records.c, read.c),
              u: withTimesOf(records.u, read.u),
            }
          : records;
        expect(read).toEqual({ ...expected, missing: null });
      });

      it('replaces and removes records', async () => {
        const { stores } = await setup();
        await stores.tx.run((uow) => uow.products.put(storedProduct(1)));
        await stores.tx.run((uow) => uow.products.put(storedProduct(1, { descriptionEn: 'Renamed' })));
        expect((await stores.tx.run((uow) => uow.products.get('p-1')))?.descriptionEn).toBe('Renamed');
        await stores.tx.run((uow) => uow.products.remove('p-1'));
        expect(await stores.tx.run((uow) => uow.products.get('p-1'))).toBeNull();
      });

      it('commits nothing of a unit of work that fails', async () => {
        const { stores } = await setup();
        await expect(
          stores.tx.run(async (uow) => {
            await uow.contacts.put(storedContact(1));
            await uow.counters.write('freight', 'FR-2026-000009');
            await uow.uniques.claim('product.code', 'X-1', 'p-1');
            throw new Error('refused');
          }),
        ).rejects.toThrow('refused');
        const after = await stores.tx.run(async (uow) => ({
          contact: await uow.contacts.get('c-1'),
          counter: await uow.counters.read('freight'),
          owner: await uow.uniques.owner('product.code', 'X-1'),
        }));
        expect(after).toEqual({ contact: null, counter: null, owner: null });
      });

      it('keeps unique keys, counters and the request log', async () => {
        const { stores } = await setup();
        await stores.tx.run(async (uow) => {
          await uow.uniques.claim('product.code', 'P-001', 'p-1');
          await uow.uniques.claim('user.email', 'ana@x.example', 'u-1');
          await uow.counters.write('freight', 'FR-2026-000042');
          await uow.requests.put({ requestId: 'rq-1', kind: 'freight', recordId: 'fr-1', fingerprint: 'f1', at: AT });
        });
        const read = await stores.tx.run(async (uow) => ({
          code: await uow.uniques.owner('product.code', 'P-001'),
          email: await uow.uniques.owner('user.email', 'ana@x.example'),
          otherKind: await uow.uniques.owner('user.email', 'P-001'),
          counter: await uow.counters.read('freight'),
          request: await uow.requests.get('rq-1'),
          unknown: await uow.requests.get('rq-2'),
        }));
        expect(read).toEqual({
          code: 'p-1',
          email: 'u-1',
          otherKind: null,
          counter: 'FR-2026-000042',
          request: { requestId: 'rq-1', kind: 'freight', recordId: 'fr-1', fingerprint: 'f1', at: AT },
          unknown: null,
        });
        await stores.tx.run((uow) => uow.uniques.release('product.code', 'P-001'));
        expect(await stores.tx.run((uow) => uow.uniques.owner('product.code', 'P-001'))).toBeNull();
      });

      it('serialises concurrent read-modify-write units of work (no lost update)', async () => {
        const { stores } = await setup();
        const bump = () =>
          stores.tx.run(async (uow) => {
            const last = Number((await uow.counters.read('freight')) ?? '0');
            await uow.counters.write('freight', String(last + 1));
          });
        await Promise.all([bump(), bump(), bump(), bump(), bump()]);
        expect(await stores.tx.run((uow) => uow.counters.read('freight'))).toBe('5');
      });

      it('lets only one of two concurrent claims of the same unique key win', async () => {
        const { stores } = await setup();
        const claim = (owner: string) =>
          stores.tx.run(async (uow) => {
            if ((await uow.uniques.owner('product.code', 'RACE')) !== null) return false;
            await uow.uniques.claim('product.code', 'RACE', owner);
            return true;
          });
        const results = await Promise.all([claim('p-1'), claim('p-2'), claim('p-3')]);
        expect(results.filter(Boolean)).toHaveLength(1);
        const owner = await stores.tx.run((uow) => uow.uniques.owner('product.code', 'RACE'));
        expect(['p-1', 'p-2', 'p-3'][results.indexOf(true)]).toBe(owner);
      });

      it('appends audit entries and lists them newest first, by record and by person', async () => {
        const { stores } = await setup();
        const entry = (n: number, recordId: string, by: string) => ({
          id: `au-${n}`,
          kind: 'product' as const,
          recordId,
          label: `P-${n}`,
          action: 'update' as const,
          at: `2026-11-20T10:00:0${n}.000Z`,
          by: { id: by, name: by },
          changes: [{ field: 'descriptionEn', from: '"a"', to: `"b${n}"` }],
        });
        await stores.tx.run(async (uow) => {
          await uow.audit.append(entry(1, 'p-1', 'u-1'));
          await uow.audit.append(entry(2, 'p-1', 'u-2'));
          await uow.audit.append(entry(3, 'p-2', 'u-1'));
        });
        const ofRecord = await stores.audit.list({ kind: 'product', recordId: 'p-1' }, 1, 10);
        expect(ofRecord.items.map((e) => e.id)).toEqual(['au-2', 'au-1']);
        expect(ofRecord.items[0]).toEqual(entry(2, 'p-1', 'u-2'));
        const byPerson = await stores.audit.list({ userId: 'u-1' }, 1, 10);
        expect(byPerson.items.map((e) => e.id)).toEqual(['au-3', 'au-1']);
        expect(byPerson.total).toBe(2);
      });
    });

    describe('freight queries', () => {
      const seed = async (stores: BackendStores) => {
        const records = [
          storedFreight(1, { status: 'draft', carrier: 'DHL' }),
          storedFreight(2, { status: 'in_transit', carrier: 'Maersk', mode: 'sea' }),
          storedFreight(3, { status: 'customs', carrier: 'Maersk', mode: 'sea' }),
          storedFreight(4, { status: 'customs', carrier: 'LATAM Cargo' }),
          storedFreight(5, {
            status: 'delivered',
            carrier: 'DHL',
            audit: {
              createdAt: AT,
              createdBy: { id: 'u-9', name: 'Nine' },
              updatedAt: AT,
              updatedBy: { id: 'u-9', name: 'Nine' },
            },
          }),
        ];
        await stores.tx.run(async (uow) => {
          for (const record of records) await uow.freight.put(record);
        });
        return records;
      };

      it('lists a page in the asked order with the total', async () => {
        const { stores } = await setup();
        await seed(stores);
        const first = await stores.freight.list(
          query({ sort: { field: 'reference', direction: 'asc' }, page: 1, pageSize: 2 }),
        );
        expect(first.items.map((r) => r.id)).toEqual(['fr-1', 'fr-2']);
        expect(first).toMatchObject({ total: 5, page: 1, pageCount: 3 });
        const last = await stores.freight.list(
          query({ sort: { field: 'reference', direction: 'desc' }, page: 3, pageSize: 2 }),
        );
        expect(last.items.map((r) => r.id)).toEqual(['fr-1']);
      });

      it('combines the values of a multi-value filter', async () => {
        const { stores } = await setup();
        await seed(stores);
        const both = await stores.freight.list(query({ filters: { status: ['in_transit', 'customs'] } }));
        expect(both.items.map((r) => r.id).sort()).toEqual(['fr-2', 'fr-3', 'fr-4']);
        const withMode = await stores.freight.list(
          query({ filters: { status: ['in_transit', 'customs'], mode: ['sea'] } }),
        );
        expect(withMode.total).toBe(2);
      });

      it('finds by text (reference, carrier) and selects every match up to a limit', async () => {
        const { stores } = await setup();
        await seed(stores);
        expect((await stores.freight.list(query({ text: 'FR-2026-000004' }))).items.map((r) => r.id)).toEqual(['fr-4']);
        expect((await stores.freight.list(query({ text: 'maersk' }))).total).toBe(2);
        expect(
          await stores.freight.ids(query({ text: 'dhl', sort: { field: 'reference', direction: 'asc' } }), 10),
        ).toEqual(['fr-1', 'fr-5']);
        const dhl = query({ text: 'dhl', sort: { field: 'reference', direction: 'desc' } });
        expect(await stores.freight.ids(dhl, 10)).toEqual(['fr-5', 'fr-1']);
        const firstThree = (await stores.freight.list({ ...query(), page: 1, pageSize: 3 })).items.map((r) => r.id);
        expect(await stores.freight.ids(query(), 3)).toEqual(firstThree);
      });

      it('finds a destination by its code or its name in English or Portuguese', async () => {
        const { stores } = await setup();
        await seed(stores);
        await stores.tx.run((uow) => uow.freight.put(storedFreight(6, { destinationCountry: 'JP' })));
        for (const text of ['Japan', 'japão', 'japao', 'JP']) {
          expect(
            (await stores.freight.list(query({ text }))).items.map((r) => r.id),
            text,
          ).toEqual(['fr-6']);
        }
      });

      it('counts shipments naming a contact or carrying a product, and knows who worked on shipments', async () => {
        const { stores } = await setup();
        const records = await seed(stores);
        const shipper = records[0]?.shipper?.id ?? '';
        expect(await stores.freight.countReferencing({ contactId: shipper })).toBe(5);
        expect(await stores.freight.countReferencing({ contactId: 'c-404' })).toBe(0);
        expect(await stores.freight.countReferencing({ productId: 'p-3' })).toBe(1);
        expect(await stores.freight.countReferencing({ productId: 'p-404' })).toBe(0);
        expect(await stores.freight.hasActivityBy('u-9')).toBe(true);
        expect(await stores.freight.hasActivityBy('u-404')).toBe(false);
      });

      it('computes the dashboard counts per status', async () => {
        const { stores } = await setup();
        await seed(stores);
        const dashboard = await stores.freight.dashboard('2026-11-23');
        expect(dashboard.byStatus).toMatchObject({ draft: 1, in_transit: 1, customs: 2, delivered: 1, booked: 0 });
      });
    });

    describe('master-data queries', () => {
      it('lists products with the active filter and looks up active ones by code prefix', async () => {
        const { stores } = await setup();
        await stores.tx.run(async (uow) => {
          await uow.products.put(storedProduct(1, { code: 'ABC-1' }));
          await uow.products.put(storedProduct(2, { code: 'ABC-2', active: false }));
          await uow.products.put(storedProduct(3, { code: 'XYZ-3' }));
        });
        expect((await stores.products.list(page)).total).toBe(3);
        expect((await stores.products.list({ ...page, filters: { active: 'false' } })).items.map((p) => p.id)).toEqual([
          'p-2',
        ]);
        expect((await stores.products.lookup('abc', 10)).map((p) => p.id)).toEqual(['p-1']);
      });

      it('finds a product by its NCM or HS code typed with or without dots', async () => {
        const { stores } = await setup();
        await stores.tx.run(async (uow) => {
          await uow.products.put(storedProduct(1, { code: 'FRZ-1', hsCode: '081190', ncmCode: '08119000' }));
          await uow.products.put(storedProduct(2, { code: 'CAF-2', hsCode: '090111', ncmCode: '09011110' }));
        });
        for (const text of ['0811.90', '081190', '0811.90.00', '08119000']) {
          expect(
            (await stores.products.list({ ...page, text })).items.map((p) => p.id),
            text,
          ).toEqual(['p-1']);
          expect(
            (await stores.products.lookup(text, 10)).map((p) => p.id),
            text,
          ).toEqual(['p-1']);
        }
      });

      it('lists contacts by role and looks them up by name', async () => {
        const { stores } = await setup();
        await stores.tx.run(async (uow) => {
          await uow.contacts.put(storedContact(1, { company: 'Alpha Exportadora', roles: ['shipper'] }));
          await uow.contacts.put(storedContact(2, { company: 'Beta GmbH', roles: ['consignee'], country: 'DE' }));
        });
        expect(
          (await stores.contacts.list({ ...page, filters: { role: 'consignee' } })).items.map((c) => c.id),
        ).toEqual(['c-2']);
        expect((await stores.contacts.lookup('alpha', { limit: 5 })).map((c) => c.id)).toEqual(['c-1']);
        expect(await stores.contacts.lookup('alpha', { role: 'consignee', limit: 5 })).toEqual([]);
      });

      it('lists contacts by the active filter and leaves inactive ones out of the picker lookup', async () => {
        const { stores } = await setup();
        await stores.tx.run(async (uow) => {
          await uow.contacts.put(storedContact(1, { company: 'Gamma Trading', roles: ['shipper'] }));
          await uow.contacts.put(storedContact(2, { company: 'Gamma Idle', roles: ['shipper'], active: false }));
        });
        expect((await stores.contacts.list({ ...page, filters: { active: 'false' } })).items.map((c) => c.id)).toEqual([
          'c-2',
        ]);
        expect((await stores.contacts.list({ ...page, filters: { active: 'true' } })).items.map((c) => c.id)).toEqual([
          'c-1',
        ]);
        expect((await stores.contacts.lookup('gamma', { limit: 5 })).map((c) => c.id)).toEqual(['c-1']);
        expect((await stores.contacts.lookup('gamma', { role: 'shipper', limit: 5 })).map((c) => c.id)).toEqual([
          'c-1',
        ]);
      });

      it('lists staff users and returns them all', async () => {
        const { stores } = await setup();
        await stores.tx.run(async (uow) => {
          await uow.users.put(storedUser(1, { name: 'Bea', rule: 'admin' }));
          await uow.users.put(storedUser(2, { name: 'Ana' }));
        });
        const sorted = await stores.users.list({ ...page, sort: { field: 'name', direction: 'asc' } });
        expect(sorted.items.map((u) => u.name)).toEqual(['Ana', 'Bea']);
        expect((await stores.users.list({ ...page, filters: { rule: 'admin' } })).total).toBe(1);
        expect((await stores.users.all()).map((u) => u.id).sort()).toEqual(['u-1', 'u-2']);
      });
    });

    describe('the business core on these stores', () => {
      const caller: Caller = { id: 'u-1', name: 'Ana', role: 'admin' };
      const backendOn = (stores: BackendStores) => {
        let n = 0;
        return makeBackend(stores, {
          clock: { now: () => new Date('2026-11-23T12:00:00.000Z') },
          ids: { newId: (prefix) => `${prefix}-t${(n += 1)}` },
          accounts: { create: async () => ({ authId: `acc-${(n += 1)}` }), remove: async () => undefined },
        });
      };

      /** The shipper and consignee the sample shipments name, in the contacts (a create looks them up). */
      const withParties = async (stores: BackendStores) => {
        await stores.tx.run(async (uow) => {
          for (const contact of PARTY_CONTACTS) await uow.contacts.put(contact);
        });
        return stores;
      };

      it('numbers concurrent shipment creates without a gap or a repeat', async () => {
        const stores = await withParties((await setup()).stores);
        const backend = backendOn(stores);
        const input = freightInputOf(storedFreight(1));
        const made = await Promise.all(Array.from({ length: 5 }, () => backend.freight.create(caller, input)));
        expect(made.map((r) => r.reference).sort()).toEqual(
          [1, 2, 3, 4, 5].map((n) => `FR-2026-${String(n).padStart(6, '0')}`),
        );
      });

      it('numbers invoices at booking from their own counter, without a repeat, and stores the actual dates', async () => {
        const stores = await withParties((await setup()).stores);
        const backend = backendOn(stores);
        const input = freightInputOf(storedFreight(1));
        const made = await Promise.all([1, 2, 3].map(() => backend.freight.create(caller, input)));
        const booked = await Promise.all(made.map((r) => backend.freight.transition(caller, r.id, 'book')));
        expect(booked.map((r) => r.invoiceNumber).sort()).toEqual([
          'INV-2026-000001',
          'INV-2026-000002',
          'INV-2026-000003',
        ]);
        const first = made[0]?.id ?? '';
        await backend.freight.transition(caller, first, 'depart', { date: '2026-11-21' });
        const read = await stores.tx.run((uow) => uow.freight.get(first));
        expect(read).toMatchObject({ departedOn: '2026-11-21', invoiceDate: '2026-11-23' });
        expect(read?.history.at(-1)).toMatchObject({ to: 'in_transit', date: '2026-11-21' });
      });

      it('gives a product code to exactly one of two concurrent creates', async () => {
        const { stores } = await setup();
        const backend = backendOn(stores);
        const { id: _id, updatedAt: _u, ...fields } = storedProduct(1, { code: 'SAME-1' });
        const outcomes = await Promise.allSettled([
          backend.products.create(caller, fields),
          backend.products.create(caller, fields),
        ]);
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
        expect(isAppError(refused.reason) && refused.reason.code).toBe('product.code.taken');
      });
    });

    savedViewStoreContract(setup);
  });
}
