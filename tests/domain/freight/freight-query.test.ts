import { describe, expect, it } from 'vitest';
import { generateFreightRecords } from '../../../src/adapters/mock/fixtures/freight.fixture';
import {
  allMatchingFreight,
  createFreightIndex,
  DEFAULT_FREIGHT_QUERY,
  freightSearchText,
  queryFreight,
  type FreightListQuery,
} from '../../../src/domain/freight/freight-query';
import { declaredValueBrlMinor } from '../../../src/domain/freight/freight-totals';
import { foldText } from '../../../src/domain/shared/list-query';
import {
  FALLBACK_PARTIES as SAMPLE_CONTACTS,
  FALLBACK_PRODUCTS as SAMPLE_PRODUCTS,
} from '../../../src/adapters/mock/fixtures/freight-fallback.fixture';
import { aFreight } from './freight-test-data';

const records = generateFreightRecords({
  seed: 7,
  count: 1500,
  contacts: SAMPLE_CONTACTS,
  products: SAMPLE_PRODUCTS,
  today: '2026-11-21',
});
const index = createFreightIndex(records);
const q = (patch: Partial<FreightListQuery>): FreightListQuery => ({
  ...DEFAULT_FREIGHT_QUERY,
  pageSize: 5000,
  ...patch,
});

describe('freight search text', () => {
  it('covers reference, parties, carrier, transport document, containers and destination', () => {
    const containers = ['MSCU1234565', 'CSQU3054383'];
    const text = freightSearchText(aFreight({ transportDocument: 'MAEU123', carrier: 'Maersk', containers }));
    for (const part of ['FR-2026-000001', 'Café Paulista', 'Hamburg Kaffee', 'Maersk', 'MAEU123', ...containers, 'DE'])
      expect(text).toContain(part);
  });
});

describe('finding a transport document however it is typed', () => {
  const awb = aFreight({ id: 'fr-awb', mode: 'air', transportDocument: '020-1234567-5' });
  const bl = aFreight({ id: 'fr-bl', mode: 'sea', transportDocument: 'MAEU 240.117/22' });
  const found = (text: string) => queryFreight(createFreightIndex([awb, bl]), q({ text })).items.map((r) => r.id);

  it.each(['020-1234567-5', '020-12345675', '02012345675', '1234567'])('finds the air waybill typed as %s', (text) =>
    expect(found(text)).toEqual(['fr-awb']),
  );

  it('finds a bill of lading with or without its separators', () => {
    expect(found('MAEU24011722')).toEqual(['fr-bl']);
    expect(found('maeu 240.117/22')).toEqual(['fr-bl']);
  });
});

describe('queryFreight', () => {
  it('finds by reference, party (without accents), carrier and transport document', () => {
    const sample = records[100]!;
    expect(queryFreight(index, q({ text: sample.reference })).items.map((r) => r.id)).toEqual([sample.id]);
    expect(queryFreight(index, q({ text: sample.transportDocument })).items.map((r) => r.id)).toContain(sample.id);
    const cafe = queryFreight(index, q({ text: 'cafe paulista' }));
    expect(cafe.total).toBe(records.filter((r) => r.shipper?.name.startsWith('Café Paulista')).length);
    const maersk = queryFreight(index, q({ text: 'MAERSK' }));
    expect(maersk.total).toBeGreaterThan(0);
    expect(maersk.items.every((r) => foldText(freightSearchText(r)).includes('maersk'))).toBe(true);
  });

  it('filters by status, mode, carrier, destination and ship-date range', () => {
    const result = queryFreight(
      index,
      q({
        filters: {
          status: ['delivered', 'customs'],
          mode: ['sea'],
          carrier: 'MSC',
          destination: 'DE',
          shipDateFrom: '2026-01-01',
          shipDateTo: '2026-06-30',
        },
      }),
    );
    const expected = records.filter(
      (r) =>
        ['delivered', 'customs'].includes(r.status) &&
        r.mode === 'sea' &&
        r.carrier === 'MSC' &&
        r.destinationCountry === 'DE' &&
        r.shipDate !== null &&
        r.shipDate >= '2026-01-01' &&
        r.shipDate <= '2026-06-30',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(result.items.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
  });

  it('sorts by declared value and by reference, both directions', () => {
    const byValue = queryFreight(index, q({ sort: { field: 'declaredValue', direction: 'desc' } }))
      .items.map(declaredValueBrlMinor)
      .filter((v): v is number => v !== null);
    expect(byValue.length).toBeGreaterThan(1);
    expect(byValue).toEqual([...byValue].sort((a, b) => b - a));
    const refs = queryFreight(index, q({ sort: { field: 'reference', direction: 'asc' } })).items.map(
      (r) => r.reference,
    );
    expect(refs).toEqual([...refs].sort());
  });

  it('pages with the default page size of 25, newest reference first', () => {
    const first = queryFreight(index, DEFAULT_FREIGHT_QUERY);
    expect(first.items).toHaveLength(25);
    expect(first.pageCount).toBe(Math.ceil(1500 / 25));
    expect(first.items[0]?.reference).toBe([...records.map((r) => r.reference)].sort().at(-1));
  });

  it('narrows from the previous match for a refined search with the same outcome', () => {
    const base = queryFreight(index, q({ text: 'ham' }));
    const refined = queryFreight(index, q({ text: 'hamb' }), base.match);
    expect(refined.items).toEqual(queryFreight(index, q({ text: 'hamb' })).items);
  });

  it('exports every match of the current filter in list order', () => {
    const query = q({ filters: { mode: ['road'] }, sort: { field: 'shipDate', direction: 'asc' }, pageSize: 10 });
    const all = allMatchingFreight(index, query);
    expect(all).toHaveLength(records.filter((r) => r.mode === 'road').length);
    expect(all.slice(0, 10)).toEqual(queryFreight(index, query).items);
  });
});
