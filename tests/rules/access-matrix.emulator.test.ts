import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { createRulesTestEnvironment } from '../support/emulators';
import {
  contactDoc,
  dbAs,
  edited,
  FREIGHT,
  freightDoc,
  freightRecord,
  productDoc,
  resetAndSeed,
  saveProduct,
  UID,
  userRecord,
  type Role,
} from './rules-fixtures';

type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
type Collection = 'users' | 'products' | 'contacts' | 'freight';

// Each write is the whole document the use cases write, in the name of the role trying it.
const operations: Record<Collection, Record<Operation, (db: Firestore, uid: string) => Promise<unknown>>> = {
  users: {
    get: (db) => getDoc(doc(db, `users/${UID.target}`)),
    list: (db) => getDocs(collection(db, 'users')),
    create: (db) => setDoc(doc(db, 'users/uid-new'), userRecord('uid-new', 'user')),
    update: (db) => setDoc(doc(db, `users/${UID.target}`), { ...userRecord(UID.target, 'user'), name: 'Renamed' }),
    delete: (db) => deleteDoc(doc(db, `users/${UID.target}`)),
  },
  products: {
    get: (db) => getDoc(doc(db, 'products/p1')),
    list: (db) => getDocs(collection(db, 'products')),
    create: (db) => saveProduct(db, 'p2', productDoc('P-002')),
    update: (db) => updateDoc(doc(db, 'products/p1'), { descriptionEn: 'Green coffee', updatedAt: serverTimestamp() }),
    delete: (db) => deleteDoc(doc(db, 'products/p1')),
  },
  contacts: {
    get: (db) => getDoc(doc(db, 'contacts/c1')),
    list: (db) => getDocs(collection(db, 'contacts')),
    create: (db) => setDoc(doc(db, 'contacts/c2'), contactDoc({ company: 'DHL Express' })),
    update: (db) => updateDoc(doc(db, 'contacts/c1'), { city: 'Santos', updatedAt: serverTimestamp() }),
    delete: (db) => deleteDoc(doc(db, 'contacts/c1')),
  },
  freight: {
    get: (db) => getDoc(doc(db, 'freight/f-draft')),
    list: (db) => getDocs(collection(db, 'freight')),
    // A new record takes the next reference from the counter in the same write, in the creator's name.
    create: (db, uid) =>
      writeBatch(db)
        .set(doc(db, 'counters/freight'), { lastReference: 'FR-2026-000004', lastId: 'f-new' })
        .set(doc(db, 'freight/f-new'), freightDoc(freightRecord('f-new', 'FR-2026-000004', {}, uid)))
        .commit(),
    update: (db, uid) =>
      setDoc(doc(db, 'freight/f-draft'), freightDoc(edited(FREIGHT.draft, { freightValueMinor: 1500 }, uid))),
    delete: (db) => deleteDoc(doc(db, 'freight/f-draft')),
  },
};

const all: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];
const read: readonly Operation[] = ['get', 'list'];
const none: readonly Operation[] = [];

// What each role may do; everything not listed must be denied.
const allowed: Record<Collection, Record<Role, readonly Operation[]>> = {
  users: { anonymous: none, outsider: none, pending: none, inactive: none, user: read, admin: all },
  products: { anonymous: none, outsider: none, pending: none, inactive: none, user: all, admin: all },
  contacts: { anonymous: none, outsider: none, pending: none, inactive: none, user: all, admin: all },
  freight: { anonymous: none, outsider: none, pending: none, inactive: none, user: all, admin: all },
};

const cases = (Object.keys(allowed) as Collection[]).flatMap((coll) =>
  (Object.keys(allowed[coll]) as Role[]).flatMap((role) =>
    all.map((op) => ({ coll, role, op, allow: allowed[coll][role].includes(op) })),
  ),
);

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesTestEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await resetAndSeed(env);
});

describe('Firestore rules: role x collection x operation', () => {
  it('covers every combination', () => {
    expect(cases).toHaveLength(4 * 6 * 5);
  });

  it.each(cases)('$role $op $coll -> allow=$allow', async ({ coll, role, op, allow }) => {
    const attempt = operations[coll][op](dbAs(env, role), role === 'anonymous' ? 'nobody' : UID[role]);
    await (allow ? assertSucceeds(attempt) : assertFails(attempt));
  });
});
