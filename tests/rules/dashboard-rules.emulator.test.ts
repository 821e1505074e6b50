import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { arrayUnion, deleteDoc, doc, getDoc, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import type { FreightRecord } from '../../src/domain/freight/freight-record';
import {
  dbAs,
  edited,
  FREIGHT,
  firestoreOf,
  freightDoc,
  moved,
  newFreight,
  saveFreight,
  seededRulesEnvironment,
  UID,
  type Role,
} from './rules-fixtures';

// What the dashboard's aggregation queries read on Firestore (firestore-freight-dashboard.ts) is written by every
// shipment write under `keys`, of the shape the queries expect, and the destinations it counts are listed in
// summaries/freight, so no shipment is left out of the destinations by a write past the app.
const rulesEnv = seededRulesEnvironment();
const as = (role: Role) => dbAs(rulesEnv(), role);

type Doc = Record<string, unknown> & { keys: Record<string, unknown> };
const withKeys = (record: FreightRecord, keys: Record<string, unknown>): Doc => {
  const data = freightDoc(record) as Doc;
  return { ...data, keys: { ...data.keys, ...keys } };
};
const save = saveFreight;

describe('the keys the dashboard counts a shipment by', () => {
  const draft = edited(FREIGHT.draft, { eta: '2026-12-01' });
  const delivered = edited(FREIGHT.delivered, {});

  it('are written with the record: its ETA while open, its destination, the month it shipped', async () => {
    const db = as('user');
    await assertSucceeds(save(db, draft));
    await assertSucceeds(save(db, delivered));
    expect((freightDoc(delivered) as Doc).keys.shipped).toMatchObject({ month: '2026-11' });
  });

  it('are refused when the shipped month, its value or its last move have the wrong shape', async () => {
    const db = as('user');
    const shipped = (freightDoc(delivered) as Doc).keys.shipped as Record<string, unknown>;
    await assertFails(save(db, delivered, withKeys(delivered, { shipped: { ...shipped, extra: 1 } })));
    await assertFails(save(db, delivered, withKeys(delivered, { shipped: { ...shipped, value: 12 } })));
    await assertFails(save(db, delivered, withKeys(delivered, { shipped: { ...shipped, value: { XYZ: 1 } } })));
    await assertFails(save(db, delivered, withKeys(delivered, { shipped: { ...shipped, month: 'November' } })));
    await assertFails(save(db, delivered, withKeys(delivered, { shipped: { ...shipped, noRate: 2 } })));
    await assertFails(save(db, draft, withKeys(draft, { lastMove: 'yesterday' })));
  });

  it('take the time of a move in the write that moves the status', async () => {
    const db = as('user');
    const booked = moved(FREIGHT.draft, 'book', UID.user, { invoiceNumber: 'INV-2026-000003' });
    const bookedWith = (data: object) =>
      writeBatch(db)
        .set(doc(db, 'freight/f-draft'), data)
        .set(doc(db, 'counters/invoice'), { lastReference: 'INV-2026-000003', lastId: 'f-draft' })
        .commit();
    await assertFails(bookedWith(withKeys(booked, { lastMove: null })));
    await assertSucceeds(bookedWith(freightDoc(booked)));
  });
});

describe('the list of destinations', () => {
  const fresh = (destinationCountry: string) => newFreight({ destinationCountry });
  const create = (db: Firestore, record: FreightRecord, listed: boolean) => {
    const batch = writeBatch(db)
      .set(doc(db, 'counters/freight'), { lastReference: record.reference, lastId: record.id })
      .set(doc(db, `freight/${record.id}`), freightDoc(record));
    if (listed) batch.set(doc(db, 'summaries/freight'), { destinations: arrayUnion('JP') }, { merge: true });
    return batch.commit();
  };

  it('names the destination of every shipment written: a new one is added in the same write', async () => {
    const db = as('user');
    await assertFails(create(db, fresh('JP'), false));
    await assertSucceeds(create(db, fresh('JP'), true));
  });

  it('only grows, by country codes, and is kept by staff', async () => {
    const summary = (role: Role) => doc(as(role), 'summaries/freight');
    await assertSucceeds(getDoc(summary('user')));
    await assertFails(getDoc(summary('outsider')));
    await assertSucceeds(setDoc(summary('user'), { destinations: ['DE', 'JP'] }));
    await assertFails(setDoc(summary('user'), { destinations: ['JP'] }));
    await assertFails(setDoc(summary('user'), { destinations: ['DE', 'JP', 'japan'] }));
    await assertFails(setDoc(summary('user'), { destinations: ['DE', 'JP'], note: 'x' }));
    await assertFails(setDoc(summary('user'), { destinations: 'DE,JP' }));
    const many = Array.from({ length: 301 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));
    await assertFails(setDoc(summary('user'), { destinations: ['DE', ...many] }));
    await assertFails(setDoc(summary('outsider'), { destinations: ['DE', 'JP', 'US'] }));
    await assertFails(deleteDoc(summary('admin')));
  });

  it('is created by the first write that names a destination', async () => {
    await rulesEnv().withSecurityRulesDisabled((context) => deleteDoc(doc(firestoreOf(context), 'summaries/freight')));
    await assertFails(setDoc(doc(as('outsider'), 'summaries/freight'), { destinations: ['DE'] }));
    await assertSucceeds(setDoc(doc(as('user'), 'summaries/freight'), { destinations: ['DE'] }));
  });
});
