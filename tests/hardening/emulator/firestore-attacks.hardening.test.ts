import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { doc as liteDoc, serverTimestamp as liteServerTimestamp, setDoc as liteSetDoc } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCursors } from '../../../src/adapters/firebase/firestore-freight-pages';
import { createFirestoreFreightQueries } from '../../../src/adapters/firebase/firestore-freight-queries';
import {
  createFirestoreContactQueries,
  createFirestoreProductQueries,
  createFirestoreUserQueries,
} from '../../../src/adapters/firebase/firestore-master-data-queries';
import { ownerFirestore } from '../../support/emulators';
import { contactDoc, dbAs, FREIGHT, productDoc, seededRulesEnvironment, UID } from '../../rules/rules-fixtures';
import { plan, type Observation } from '../support/hardening-report';

/**
 * Firestore on the emulator, as a signed-in member of staff of role `user` could write to it straight from the web
 * SDK, and as the readers meet a malformed document: each write must be denied by the rules, each malformed
 * document skipped (and named) by the readers while the page still comes back.
 */
const env = seededRulesEnvironment();

async function denied(write: () => Promise<unknown>): Promise<Observation> {
  try {
    await assertFails(write());
    return { unsafe: false, seen: 'denied' };
  } catch (error) {
    return { unsafe: true, seen: `allowed: ${String(error).slice(0, 120)}` };
  }
}

describe('writes the rules forbid to a user', () => {
  const table = plan('emulator', 'input', 'firestore writes', [
    'own role raised to admin',
    "own role set to ['admin']",
    'own account activated',
    'pending account activated by a user',
    'draft set to delivered',
    'status set to any word',
    'history of a booked shipment erased',
    'counters/freight pushed to FR-2026-999999',
    'bare shipment with a reference and a status',
    'product price as a string',
    'product carrying 100 KB of junk',
    'contact with an unknown key',
    'notes of 2,001 characters',
    'booked shipment deleted by a user',
  ] as const);

  it('denies each one', async () => {
    const db = () => dbAs(env(), 'user');
    const run: Record<(typeof table.cases)[number], () => Promise<Observation>> = {
      'own role raised to admin': () => denied(() => updateDoc(doc(db(), `users/${UID.user}`), { rule: 'admin' })),
      "own role set to ['admin']": () => denied(() => updateDoc(doc(db(), `users/${UID.user}`), { rule: ['admin'] })),
      'own account activated': () =>
        denied(() => updateDoc(doc(dbAs(env(), 'pending'), `users/${UID.pending}`), { status: 'active' })),
      'pending account activated by a user': () =>
        denied(() => updateDoc(doc(db(), `users/${UID.pending}`), { status: 'active' })),
      'draft set to delivered': () => denied(() => updateDoc(doc(db(), 'freight/f-draft'), { status: 'delivered' })),
      'status set to any word': () => denied(() => updateDoc(doc(db(), 'freight/f-draft'), { status: 'teleported' })),
      'history of a booked shipment erased': () =>
        denied(() => updateDoc(doc(db(), 'freight/f-booked'), { history: [] })),
      'counters/freight pushed to FR-2026-999999': () =>
        denied(() => setDoc(doc(db(), 'counters/freight'), { lastReference: 'FR-2026-999999', lastId: 'x' })),
      'bare shipment with a reference and a status': () =>
        denied(() => {
          const userDb = db();
          const batch = writeBatch(userDb);
          batch.set(doc(userDb, 'freight/bare'), { reference: 'FR-2026-000004', status: 'draft' });
          batch.set(doc(userDb, 'counters/freight'), { lastReference: 'FR-2026-000004', lastId: 'bare' });
          return batch.commit();
        }),
      'product price as a string': () =>
        denied(() =>
          setDoc(
            doc(db(), 'products/p-string'),
            productDoc('P-STR', { unitPrice: { minor: '1250', currency: 'USD' } }),
          ),
        ),
      'product carrying 100 KB of junk': () =>
        denied(() => setDoc(doc(db(), 'products/p-junk'), productDoc('P-JUNK', { junk: 'x'.repeat(100_000) }))),
      'contact with an unknown key': () =>
        denied(() => setDoc(doc(db(), 'contacts/c-extra'), contactDoc({ isAdmin: true }))),
      'notes of 2,001 characters': () =>
        denied(() => updateDoc(doc(db(), 'freight/f-draft'), { notes: 'n'.repeat(2001) })),
      'booked shipment deleted by a user': () => denied(() => deleteDoc(doc(db(), 'freight/f-booked'))),
    };
    for (const name of table.cases) {
      try {
        table.observe(name, await run[name]());
      } catch (error) {
        table.observe(name, { unsafe: true, seen: `could not run: ${String(error).slice(0, 200)}` });
      }
    }
    expect(FREIGHT.booked.status).toBe('booked');
  });
});

describe('one malformed document per collection', () => {
  const table = plan('emulator', 'fault', 'malformed documents', ['freight', 'products', 'contacts', 'users'] as const);
  let owner: ReturnType<typeof ownerFirestore>;
  beforeAll(() => {
    owner = ownerFirestore();
  });
  afterAll(() => owner.dispose());

  it('is skipped and named by the readers; the rest of the page comes back', async () => {
    const malformed: Record<(typeof table.cases)[number], object> = {
      freight: { reference: 'FR-2026-000009', status: 'teleported' },
      // Written by the owner's lite SDK, which takes its own server-time sentinel, not the full SDK's.
      products: productDoc('P-BAD', {
        unitPrice: { minor: 'lots', currency: 'USD' },
        updatedAt: liteServerTimestamp(),
      }),
      contacts: { firstname: 42, roles: 'shipper' },
      users: { name: ['x'], rule: 'Admin', status: 'active' },
    };
    const query = { text: '', filters: {}, sort: null, page: 1, pageSize: 50 };
    const list = {
      freight: () => createFirestoreFreightQueries(owner.db, createPageCursors()).list(query),
      products: () => createFirestoreProductQueries(owner.db).list(query),
      contacts: () => createFirestoreContactQueries(owner.db).list(query),
      users: () => createFirestoreUserQueries(owner.db).list(query),
    } as const;
    for (const name of table.cases) {
      try {
        const before: { items: readonly { id: string }[] } = await list[name]();
        await liteSetDoc(liteDoc(owner.db, `${name}/zz-malformed`), malformed[name]);
        const after: { items: readonly { id: string }[]; skipped?: { count: number; ids: readonly string[] } } =
          await list[name]();
        const kept = before.items.every((item) => after.items.some((i) => i.id === item.id));
        const named = after.skipped?.ids.includes('zz-malformed') === true;
        table.observe(name, {
          lost: kept ? 0 : before.items.length - after.items.length,
          seen: `${before.items.length} -> ${after.items.length} records; skipped ${JSON.stringify(after.skipped)}`,
        });
        expect(named).toBe(true);
      } catch (error) {
        table.observe(name, { lost: 1, seen: `the read failed: ${String(error).slice(0, 200)}` });
      }
    }
  });
});
