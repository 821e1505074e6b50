import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { createRulesTestEnvironment } from '../support/emulators';
import { dbAs, resetAndSeed, UID, userRecord } from './rules-fixtures';

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

describe('users: own role and status are frozen', () => {
  it('an admin cannot change their own rule', async () => {
    const db = dbAs(env, 'admin');
    await assertFails(updateDoc(doc(db, `users/${UID.admin}`), { rule: 'user' }));
  });

  it('a user cannot promote themselves to admin', async () => {
    const db = dbAs(env, 'user');
    await assertFails(updateDoc(doc(db, `users/${UID.user}`), { rule: 'admin' }));
    await assertFails(setDoc(doc(db, `users/${UID.user}`), userRecord(UID.user, 'admin')));
  });

  it('an inactive or pending account cannot activate itself', async () => {
    await assertFails(updateDoc(doc(dbAs(env, 'inactive'), `users/${UID.inactive}`), { status: 'active' }));
    await assertFails(setDoc(doc(dbAs(env, 'pending'), `users/${UID.pending}`), userRecord(UID.pending, 'user')));
  });

  it('an admin cannot deactivate or delete themselves', async () => {
    const db = dbAs(env, 'admin');
    await assertFails(updateDoc(doc(db, `users/${UID.admin}`), { status: 'inactive' }));
    await assertFails(deleteDoc(doc(db, `users/${UID.admin}`)));
  });

  it("an admin may rename themselves and change another user's rule and status", async () => {
    const db = dbAs(env, 'admin');
    const now = serverTimestamp();
    await assertSucceeds(updateDoc(doc(db, `users/${UID.admin}`), { name: 'Chief', updatedAt: now }));
    await assertFails(updateDoc(doc(db, `users/${UID.target}`), { rule: 'admin', status: 'inactive' }));
    await assertSucceeds(
      updateDoc(doc(db, `users/${UID.target}`), { rule: 'admin', status: 'inactive', updatedAt: now }),
    );
  });
});

describe('users: creating records', () => {
  const create = (id: string, data: object) => setDoc(doc(dbAs(env, 'admin'), `users/${id}`), data);

  it('requires status active', async () => {
    await assertFails(create('uid-new', userRecord('uid-new', 'user', 'inactive')));
    const { status: _omitted, ...withoutStatus } = userRecord('uid-new', 'user');
    await assertFails(create('uid-new', withoutStatus));
    await assertSucceeds(create('uid-new', userRecord('uid-new', 'user', 'active')));
  });

  it('requires the document id to be the account uid', async () => {
    await assertFails(create('some-other-id', userRecord('uid-new', 'user')));
  });

  it('rejects unknown roles and missing or malformed fields', async () => {
    await assertFails(create('uid-new', userRecord('uid-new', 'editor' as 'user')));
    await assertFails(create('uid-new', { ...userRecord('uid-new', 'user'), name: '' }));
    await assertFails(create('uid-new', { ...userRecord('uid-new', 'user'), email: 'not-an-email' }));
  });

  it('rejects a field of its own, an over-long name and a time that is not the commit’s', async () => {
    await assertFails(create('uid-new', { ...userRecord('uid-new', 'user'), superuser: true }));
    await assertFails(create('uid-new', { ...userRecord('uid-new', 'user'), name: 'n'.repeat(201) }));
    await assertFails(create('uid-new', { ...userRecord('uid-new', 'user'), updatedAt: 'yesterday' }));
    await assertFails(create('uid-new', { ...userRecord('uid-new', 'user'), updatedAt: '2026-11-26T09:00:00.000Z' }));
    await assertSucceeds(create('uid-new', userRecord('uid-new', 'user')));
  });

  it('a signed-in account cannot create its own record (no self sign-up into staff)', async () => {
    const db = dbAs(env, 'outsider');
    await assertFails(setDoc(doc(db, `users/${UID.outsider}`), userRecord(UID.outsider, 'user')));
  });
});

describe("users: looking up one's own record", () => {
  it('an inactive account reads its own record by id and by the auth query, nothing else', async () => {
    const db = dbAs(env, 'inactive');
    await assertSucceeds(getDoc(doc(db, `users/${UID.inactive}`)));
    await assertSucceeds(getDocs(query(collection(db, 'users'), where('auth', '==', UID.inactive))));
    await assertFails(getDoc(doc(db, `users/${UID.user}`)));
    await assertFails(getDocs(collection(db, 'products')));
  });

  it('an account without a record gets an empty auth query, not an error', async () => {
    const db = dbAs(env, 'outsider');
    const snapshot = await assertSucceeds(getDocs(query(collection(db, 'users'), where('auth', '==', UID.outsider))));
    expect(snapshot.empty).toBe(true);
  });
});
