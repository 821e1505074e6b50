import { describe, expect, it } from 'vitest';
import { createPostgresStores } from '../../../src/adapters/postgres/postgres-stores';
import type { SqlDatabase } from '../../../src/adapters/postgres/sql-database';
import type { BackendStores } from '../../../src/application/backend';
import {
  DEFAULT_FREIGHT_QUERY,
  type FreightListFilters,
  type FreightListQuery,
} from '../../../src/domain/freight/freight-query';
import { FREIGHT_SORT_FIELDS } from '../../../src/domain/freight/freight-sort-fields';
import type { FreightLine, FreightRecord } from '../../../src/domain/freight/freight-record';
import { aFreight } from '../../domain/freight/freight-test-data';
import { ids, loaded, TODAY } from './store-equivalence-data';

/**
 * Shipment lists, exports, filters and the dashboard answer exactly as the in-memory reference store does over the
 * same records: same items in the same order, same totals and pages.
 */
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

export function freightEquivalence(name: string, open: () => Promise<SqlDatabase>): void {
  describe(`SQL freight queries answer as the in-memory store: ${name}`, () => {
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
      const { sql, memory } = await loaded(open);
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
      expect(await sql.freight.ids(exported, 40)).toEqual(await memory.freight.ids(exported, 40));
    });

    it('keeps list totals exact through updates, removals and new records', async () => {
      const { data, db, sql, memory } = await loaded(open);
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
      // The statement triggers' running counts equal the table counted afresh (groups that emptied stay at zero).
      const group = 'f_status, f_mode, f_carrier, f_destination';
      const counted = (from: string, n: string, nn: string) =>
        db.query(
          `SELECT ${group}, ${n} AS n, ${nn} AS nn FROM ${from} GROUP BY ${group} HAVING ${n} > 0 ORDER BY ${group}`,
        );
      const kept = await counted('freight_counts', 'sum(n)::int', 'sum(nn_s_ship_date + nn_s_carrier)::int');
      const fresh = await counted('freight', 'count(*)::int', '(count(s_ship_date) + count(s_carrier))::int');
      expect(kept.rows.length).toBeGreaterThan(3);
      expect(kept.rows).toEqual(fresh.rows);
    });

    it('filters by a party (shipper or consignee) and by a product on any line', async () => {
      const { sql, memory } = await loaded(open);
      const sort = { field: 'reference', direction: 'asc' } as const;
      const everything = (await memory.freight.list({ ...DEFAULT_FREIGHT_QUERY, sort, pageSize: 10_000 })).items;
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
        expect(await sql.freight.ids({ ...DEFAULT_FREIGHT_QUERY, filters, sort }, 10_000)).toEqual(expected);
      }
    });

    it('the dashboard, references to master data and activity', async () => {
      const { sql, memory } = await loaded(open);
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
  });
}
