import { doc, setLogLevel, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { SUMMARY_DOCUMENT } from '../../../src/adapters/firebase/firestore-freight-dashboard';
import { FREIGHT_COLLECTION, toCommitted } from '../../../src/adapters/firebase/firestore-freight-document';
import { createFirestoreStores } from '../../../src/adapters/firebase/firestore-stores';
import { demoSeed } from '../../../src/adapters/mock/fixtures/demo-seed.fixture';
import { freightDashboard } from '../../../src/domain/freight/freight-dashboard';
import { createFreightIndex, DEFAULT_FREIGHT_QUERY, queryFreight } from '../../../src/domain/freight/freight-query';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';
import { clearFirestoreData, ownerFirestore } from '../../support/emulators';
import { readsOf } from '../../support/firestore-read-meter';

// What a company with thousands of shipments pays in Firestore document reads (billed per read) for its most
// frequent screens: the dashboard and a search. 5,000 seeded shipments, as the demo generates them; the reads are
// counted from the SDK's own requests and answers (tests/support/firestore-read-meter.ts).
setLogLevel('silent');

const SHIPMENTS = 5000;
const TODAY = '2026-11-20';
const BATCH = 400;
const owner = ownerFirestore();
const records: FreightRecord[] = [...demoSeed({ seed: 42, freightCount: SHIPMENTS, today: TODAY }).freight];

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/** The document the store would have written for the record over its life: each change at its own time. */
function storedOverTime(record: FreightRecord): Record<string, unknown> {
  const data = toCommitted(record, null, () => at(record.audit.updatedAt));
  const last = record.history.at(-1);
  return {
    ...data,
    audit: { ...(data.audit as object), createdAt: at(record.audit.createdAt) },
    ...(record.history.length > 0
      ? { movedAt: Object.fromEntries(record.history.map((change, i) => [String(i), at(change.at)])) }
      : {}),
    keys: { ...(data.keys as object), lastMove: last ? at(last.at) : null },
  };
}

beforeAll(async () => {
  await clearFirestoreData();
  for (let i = 0; i < records.length; i += BATCH) {
    const batch = writeBatch(owner.db);
    for (const record of records.slice(i, i + BATCH)) {
      batch.set(doc(owner.db, FREIGHT_COLLECTION, record.id), storedOverTime(record));
    }
    await batch.commit();
  }
  const destinations = [...new Set(records.map((r) => r.destinationCountry).filter((c) => c !== ''))];
  await writeBatch(owner.db)
    .set(doc(owner.db, ...SUMMARY_DOCUMENT), { destinations })
    .commit();
}, 180_000);

afterAll(() => owner.dispose());

describe(`Firestore reads with ${SHIPMENTS.toLocaleString('en')} shipments`, () => {
  it('opening the dashboard reads at most 50 documents, and shows what the domain computes from every record', async () => {
    const stores = createFirestoreStores(owner.db);
    const { result: dashboard, reads } = await readsOf(() => stores.freight.dashboard(TODAY));
    console.info(`[firestore reads] dashboard over ${SHIPMENTS} shipments: ${reads} reads`);
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(50);

    const expected = freightDashboard(records, { today: TODAY });
    const { recentActivity, ...figures } = dashboard;
    const { recentActivity: expectedActivity, ...expectedFigures } = expected;
    expect(figures).toEqual(expectedFigures);
    expect(expectedFigures.lateCount).toBeGreaterThan(0);
    expect(expectedFigures.declaredThisMonth.shipments).toBeGreaterThan(0);
    // Changes at the same instant may come in either order: the instants are compared, and who moved what.
    expect(recentActivity.map((a) => a.at)).toEqual(expectedActivity.map((a) => a.at));
    const moves = (list: typeof recentActivity) => list.map((a) => `${a.at} ${a.recordId} ${a.from}>${a.to}`).sort();
    expect(moves(recentActivity)).toEqual(moves(expectedActivity));
  }, 60_000);

  it('a search by one word reads at most two pages of documents, and finds what the domain finds', async () => {
    const stores = createFirestoreStores(owner.db);
    const word = (records[0]?.consignee?.name ?? '').split(/\s+/)[0] ?? '';
    const query = { ...DEFAULT_FREIGHT_QUERY, text: word };
    const { result: page, reads } = await readsOf(() => stores.freight.list(query));
    console.info(`[firestore reads] search "${word}" over ${SHIPMENTS} shipments: ${reads} reads`);
    const expected = queryFreight(createFreightIndex(records), query);
    expect(expected.total).toBeGreaterThan(query.pageSize);
    expect(page.total).toBe(expected.total);
    expect(page.items.map((r) => r.id)).toEqual(expected.items.map((r) => r.id));
    expect(reads).toBeGreaterThanOrEqual(query.pageSize);
    expect(reads).toBeLessThanOrEqual(2 * query.pageSize);
  }, 60_000);

  it('a search of several words reads the holders of its rarest word, and finds what the domain finds', async () => {
    const stores = createFirestoreStores(owner.db);
    const longestWord = (name: string) => name.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');
    const record = records.find((r) => longestWord(r.consignee?.name ?? '').length >= 8);
    const common = longestWord(record?.consignee?.name ?? '');
    // The number of its reference: shorter than the name's word, so the longest word would not be the rare one.
    const rare = (record?.reference ?? '').slice(-6);
    const holders = queryFreight(createFreightIndex(records), { ...DEFAULT_FREIGHT_QUERY, text: common }).total;
    expect(holders).toBeGreaterThan(100);
    const query = { ...DEFAULT_FREIGHT_QUERY, text: `${common} ${rare}` };
    const { result: page, reads } = await readsOf(() => stores.freight.list(query));
    console.info(`[firestore reads] search "${query.text}" (${holders} hold "${common}"): ${reads} reads`);
    const expected = queryFreight(createFreightIndex(records), query);
    expect(expected.total).toBeGreaterThan(0);
    expect(page.total).toBe(expected.total);
    expect(page.items.map((r) => r.id)).toEqual(expected.items.map((r) => r.id));
    expect(reads).toBeLessThanOrEqual(10);
  }, 60_000);
});
