import { bench, describe } from 'vitest';
import { generateFreightRecords } from '../src/adapters/mock/fixtures/freight.fixture';
import {
  createFreightIndex,
  DEFAULT_FREIGHT_QUERY,
  queryFreight,
  type FreightListQuery,
} from '../src/domain/freight/freight-query';
import {
  FALLBACK_PARTIES as SAMPLE_CONTACTS,
  FALLBACK_PRODUCTS as SAMPLE_PRODUCTS,
} from '../src/adapters/mock/fixtures/freight-fallback.fixture';

/**
 * DESIGN section 8 budgets over 100,000 seeded records: a text-filter keystroke <= 8 ms,
 * a sort change <= 16 ms. Run: npx vitest bench --run bench/freight-query.bench.ts
 * (the "mean" column is the figure to compare; building the index is a one-off and not timed here).
 */
const COUNT = 100_000;
const records = generateFreightRecords({
  seed: 2026,
  count: COUNT,
  contacts: SAMPLE_CONTACTS,
  products: SAMPLE_PRODUCTS,
  today: '2026-11-21',
});
const index = createFreightIndex(records);
const query = (patch: Partial<FreightListQuery>): FreightListQuery => ({ ...DEFAULT_FREIGHT_QUERY, ...patch });

// Keystrokes: the previous query's match is handed back, as the list screen and mock server do.
const broadBase = queryFreight(index, query({ text: 'ma' })).match;
const narrowBase = queryFreight(index, query({ text: 'hambur' })).match;
const filteredBase = queryFreight(index, query({ text: 'fr-2026-0', filters: { status: ['delivered'] } })).match;

describe(`text filter keystroke over ${COUNT.toLocaleString('en')} records (budget 8 ms)`, () => {
  bench('refine "ma" -> "mae" (broad match)', () => {
    queryFreight(index, query({ text: 'mae' }), broadBase);
  });
  bench('refine "hambur" -> "hamburg"', () => {
    queryFreight(index, query({ text: 'hamburg' }), narrowBase);
  });
  bench('refine "fr-2026-0" -> "fr-2026-00" with a status filter', () => {
    queryFreight(index, query({ text: 'fr-2026-00', filters: { status: ['delivered'] } }), filteredBase);
  });
  bench('first character, full scan (no previous match)', () => {
    queryFreight(index, query({ text: 'm' }));
  });
  bench('whole word, full scan (no previous match)', () => {
    queryFreight(index, query({ text: 'maersk' }));
  });
});

const all = queryFreight(index, query({})).match;
const sea = queryFreight(index, query({ filters: { mode: ['sea'] } })).match;
const small = queryFreight(index, query({ text: 'tokyo' })).match;

describe(`sort change over ${COUNT.toLocaleString('en')} records (budget 16 ms)`, () => {
  bench('all records: reference desc -> declared value asc, page 1', () => {
    queryFreight(index, query({ sort: { field: 'declaredValue', direction: 'asc' } }), all);
  });
  bench('all records: -> consignee desc, page 40', () => {
    queryFreight(index, query({ sort: { field: 'consignee', direction: 'desc' }, page: 40 }), all);
  });
  bench('sea shipments: -> ship date asc', () => {
    queryFreight(index, query({ filters: { mode: ['sea'] }, sort: { field: 'shipDate', direction: 'asc' } }), sea);
  });
  bench('text "tokyo": -> ETA desc', () => {
    queryFreight(index, query({ text: 'tokyo', sort: { field: 'eta', direction: 'desc' } }), small);
  });
});
