import { describe, expect, it } from 'vitest';
import { emptyMemoryData } from '../../../src/adapters/memory/memory-data';
import { FreightTable } from '../../../src/adapters/memory/memory-freight-table';
import { createMemoryFreightQueries } from '../../../src/adapters/memory/memory-queries';
import { fillMemoryData } from '../../../src/adapters/memory/memory-seed';
import { seededFreightTables, unchangedFromSeed } from '../../../src/adapters/memory/memory-snapshot';
import { demoSeed } from '../../../src/adapters/mock/fixtures/demo-seed.fixture';
import {
  generateFreightRecords,
  seedFreight,
  seedFreightInSlices,
} from '../../../src/adapters/mock/fixtures/freight.fixture';
import { DEFAULT_FREIGHT_QUERY, type FreightListQuery } from '../../../src/domain/freight/freight-query';
import { freightDashboard } from '../../../src/domain/freight/freight-dashboard';
import { freightRowsPage } from '../../../src/domain/freight/freight-row';
import { declaredValueBrlMinor, freightTotals } from '../../../src/domain/freight/freight-totals';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';

const seed = demoSeed({ seed: 11, freightCount: 600, today: '2026-11-21' });
const generated = generateFreightRecords(seed.freightInput);

function seededTable() {
  const table = new FreightTable();
  table.seed(seed.freightInput);
  return table;
}

const query = (q: Partial<FreightListQuery>): FreightListQuery => ({ ...DEFAULT_FREIGHT_QUERY, ...q });

describe('seeded shipments made on demand', () => {
  it('makes each record again exactly as the whole seeding made it, in any order', () => {
    const source = seedFreight(seed.freightInput);
    expect(source.count).toBe(600);
    for (const i of [599, 0, 317, 42, 599]) expect(source.at(i)).toEqual(generated[i]);
    expect(JSON.stringify(Array.from({ length: 600 }, (_, i) => source.at(i)))).toBe(JSON.stringify(generated));
  });

  it('makes the same records in slices, and lets other work run between slices', async () => {
    let pauses = 0;
    const visited: number[] = [];
    const big = { ...seed.freightInput, count: 5000 };
    const source = await seedFreightInSlices(
      big,
      (_, i) => visited.push(i),
      async () => {
        pauses += 1;
      },
    );
    expect(pauses).toBeGreaterThan(1);
    expect(visited).toHaveLength(5000);
    expect(source.at(4321)).toEqual(seedFreight(big).at(4321));
  });

  it('knows where the seeded numbering stops', () => {
    const { last } = seedFreight(seed.freightInput);
    expect(last.reference).toBe([...generated.map((r) => r.reference)].sort().at(-1));
    const numbers = generated.flatMap((r) => (r.invoiceNumber ? [r.invoiceNumber] : []));
    expect(last.invoiceNumber).toBe([...numbers].sort().at(-1));
  });

  it('sorts by declared value with the same figure the invoice totals give', () => {
    for (const record of generated.slice(0, 200)) {
      expect(declaredValueBrlMinor(record)).toBe(freightTotals(record).totalDeclaredValueBr?.minor ?? null);
    }
  });
});

describe('FreightTable', () => {
  it('reads like a Map of the seeded records, in seed order', () => {
    const table = seededTable();
    expect(table.size).toBe(600);
    expect(table.get('fr-000001')).toEqual(generated[0]);
    expect(table.has('fr-000600')).toBe(true);
    expect(table.has('fr-000601')).toBe(false);
    expect(table.get('nope')).toBeUndefined();
    expect([...table.keys()]).toEqual(generated.map((r) => r.id));
    expect([...table.values()]).toEqual(generated);
  });

  it('keeps what is written as records: a save in its place, a new one last, a deletion gone', () => {
    const table = seededTable();
    const saved: FreightRecord = { ...(table.get('fr-000002') as FreightRecord), notes: 'saved' };
    const created: FreightRecord = { ...(generated[5] as FreightRecord), id: 'fr-new', reference: 'FR-2099-000001' };
    table.set(saved.id, saved);
    table.set(created.id, created);
    expect(table.delete('fr-000003')).toBe(true);
    expect(table.delete('fr-000003')).toBe(false);
    expect(table.size).toBe(600);
    const ids = [...table.keys()];
    expect(ids.slice(0, 3)).toEqual(['fr-000001', 'fr-000002', 'fr-000004']);
    expect(ids.at(-1)).toBe('fr-new');
    expect(table.get('fr-000002')?.notes).toBe('saved');
    expect(table.get('fr-000003')).toBeUndefined();
    expect(table.delta()).toEqual({ changed: [saved, created], removed: ['fr-000003'] });
  });

  it('goes back to the seed plus a snapshot delta, and empties on clear', () => {
    const table = seededTable();
    table.set('fr-000010', { ...(generated[9] as FreightRecord), notes: 'other tab' });
    const delta = table.delta();
    const fresh = seededTable();
    fresh.applyDelta({ ...delta, removed: ['fr-000001'] });
    expect(fresh.get('fr-000010')?.notes).toBe('other tab');
    expect(fresh.has('fr-000001')).toBe(false);
    expect(fresh.size).toBe(599);
    fresh.clear();
    expect(fresh.size).toBe(0);
    expect([...fresh.values()]).toEqual([]);
  });

  it('is kept by the snapshot codec as its difference from the seed', () => {
    const data = emptyMemoryData();
    fillMemoryData(data, seed, new Map());
    data.freight.set('fr-000004', { ...(generated[3] as FreightRecord), notes: 'kept' });
    data.freight.delete('fr-000005');
    const saved = seededFreightTables.encode(data, 'freight');
    const other = emptyMemoryData();
    fillMemoryData(other, seed, new Map());
    seededFreightTables.decode(other, 'freight', saved);
    expect(other.freight.get('fr-000004')?.notes).toBe('kept');
    expect(other.freight.has('fr-000005')).toBe(false);
    expect(other.freight.size).toBe(599);
    expect(unchangedFromSeed(saved)).toBe(false);
    expect(unchangedFromSeed(seededFreightTables.encode(other, 'freight'))).toBe(false);
    const untouched = emptyMemoryData();
    fillMemoryData(untouched, seed, new Map());
    expect(unchangedFromSeed(seededFreightTables.encode(untouched, 'freight'))).toBe(true);
    expect(unchangedFromSeed(undefined)).toBe(true);
  });
});

describe('freight queries over the seeded table', () => {
  it('answer the list, search, filters and dashboard as the records would', async () => {
    const data = emptyMemoryData();
    fillMemoryData(data, seed, new Map());
    const queries = createMemoryFreightQueries(data);
    const page = await queries.list(query({}));
    expect(page.total).toBe(600);
    const byReference = [...generated].sort((a, b) => (a.reference < b.reference ? 1 : -1));
    expect(page.items.map((r) => r.id)).toEqual(byReference.slice(0, 25).map((r) => r.id));
    const sample = generated[123] as FreightRecord;
    expect((await queries.list(query({ text: sample.reference }))).items).toEqual([sample]);
    const delivered = await queries.list(query({ filters: { status: ['delivered'] }, pageSize: 1000 }));
    expect(delivered.total).toBe(generated.filter((r) => r.status === 'delivered').length);
    const party = sample.consignee?.id ?? '';
    const named = await queries.ids(query({ filters: { party } }), 1000);
    expect([...named].sort()).toEqual(
      generated.filter((r) => r.shipper?.id === party || r.consignee?.id === party).map((r) => r.id),
    );
    expect(await queries.dashboard('2026-11-21')).toEqual(freightDashboard(generated, { today: '2026-11-21' }));
    const everyDelivered = await queries.ids(query({ filters: { status: ['delivered'] } }), 1000);
    expect(everyDelivered).toEqual(delivered.items.map((r) => r.id));
  });

  it('see a write at once, and count references and activity from the kept keys', async () => {
    const data = emptyMemoryData();
    fillMemoryData(data, seed, new Map());
    const queries = createMemoryFreightQueries(data);
    const sample = generated[7] as FreightRecord;
    const product = sample.lines[0]?.productId ?? '';
    const contact = sample.shipper?.id ?? '';
    const usesProduct = generated.filter((r) => r.lines.some((l) => l.productId === product)).length;
    expect(await queries.countReferencing({ productId: product })).toBe(usesProduct);
    expect(await queries.countReferencing({ contactId: contact })).toBe(
      generated.filter((r) => r.shipper?.id === contact || r.consignee?.id === contact).length,
    );
    expect(await queries.hasActivityBy(sample.audit.createdBy.id)).toBe(true);
    expect(await queries.hasActivityBy('u-demo')).toBe(false);
    data.freight.set(sample.id, { ...sample, lines: [], carrier: 'Zeta Lines' });
    data.version += 1;
    expect(await queries.countReferencing({ productId: product })).toBe(
      usesProduct - (sample.lines.some((l) => l.productId === product) ? 1 : 0),
    );
    const zeta = await queries.list(query({ text: 'zeta lines' }));
    expect(zeta.items.map((r) => r.id)).toEqual([sample.id]);
  });
});

describe('the list while the shipments are being made', () => {
  const big = { ...seed.freightInput, count: 3000 };
  const finished = generateFreightRecords(big);
  const rowsOf = (records: readonly FreightRecord[]) =>
    freightRowsPage({ items: records, total: 0, page: 1, pageCount: 1 }).items;

  /** Seeds `big` in slices and, at the first pause, runs `during` on the data as it stands. */
  async function duringSeeding<T>(ahead: boolean, during: (data: ReturnType<typeof emptyMemoryData>) => Promise<T>) {
    const data = emptyMemoryData();
    fillMemoryData(data, seed, new Map());
    let pending: Promise<T> | null = null;
    let pauses = 0;
    const made = data.freight.seedInSlices(
      big,
      async () => {
        pauses += 1;
        pending ??= during(data);
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
      { ahead },
    );
    await made;
    expect(pauses).toBeGreaterThan(1);
    return { data, answer: await (pending as unknown as Promise<T>) };
  }

  it('answers every shipment by reference, either way, as the finished table does', async () => {
    const { data, answer } = await duringSeeding(true, async (during) => {
      expect(during.freight.seedingAhead).toBe(true);
      const queries = createMemoryFreightQueries(during);
      return Promise.all([
        queries.rows(query({})),
        queries.rows(query({ sort: { field: 'reference', direction: 'asc' }, page: 3, pageSize: 10 })),
        queries.rows(query({ sort: null, page: 400 })),
      ]);
    });
    expect(data.freight.seedingAhead).toBe(false);
    const after = createMemoryFreightQueries(data);
    const [first, third, last] = answer;
    expect(first).toEqual(await after.rows(query({})));
    expect(first.total).toBe(3000);
    expect(first.items.map((r) => r.reference)).toEqual(
      [...finished]
        .sort((a, b) => (a.reference < b.reference ? 1 : -1))
        .slice(0, 25)
        .map((r) => r.reference),
    );
    expect(third).toEqual(
      await after.rows(query({ sort: { field: 'reference', direction: 'asc' }, page: 3, pageSize: 10 })),
    );
    expect(third.items).toEqual(rowsOf(finished.slice(20, 30)));
    // A page past the end is the last one, as the finished list clamps it.
    expect(last).toEqual(await after.rows(query({ sort: null, page: 400 })));
    expect(last.page).toBe(120);
  });

  it('makes a search, a filter or another sort wait for the whole table, then answers it in full', async () => {
    const sample = finished[1234] as FreightRecord;
    const found = query({ text: sample.reference });
    const delivered = query({ filters: { status: ['delivered'] } });
    const byValue = query({ sort: { field: 'declaredValue', direction: 'desc' } });
    const { data, answer } = await duringSeeding(true, async (during) => {
      const queries = createMemoryFreightQueries(during);
      return Promise.all([queries.rows(found), queries.rows(delivered), queries.rows(byValue)]);
    });
    const after = createMemoryFreightQueries(data);
    expect(answer[0].items).toEqual(rowsOf([sample]));
    expect(answer[1].total).toBe(finished.filter((r) => r.status === 'delivered').length);
    expect(answer[2]).toEqual(await after.rows(byValue));
  });

  it('answers nothing ahead when the host has saved changes to put on top of the seed', async () => {
    const { answer } = await duringSeeding(false, async (during) => ({
      ahead: during.freight.seedingAhead,
      page: during.freight.pageAhead('desc', 1, 25),
    }));
    expect(answer).toEqual({ ahead: false, page: null });
  });
});
