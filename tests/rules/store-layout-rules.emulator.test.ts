import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { dbAs, productDoc, seededRulesEnvironment, UID, userRecord, type Role } from './rules-fixtures';

// What firestore.rules adds for the layout the use cases write: unique-key claims, the request log and the
// audit trail, each written in one batch with the record it belongs to.
const rulesEnv = seededRulesEnvironment();
const as = (role: Role) => dbAs(rulesEnv(), role);

const product = (code: string) => productDoc(code);
/** A batch writing a product with the claim on its code, as the product use cases do. */
const productBatch = (db: Firestore, id: string, code: string, owner = id) =>
  writeBatch(db)
    .set(doc(db, `products/${id}`), product(code))
    .set(doc(db, `uniques/product.code:${code}`), claim('product.code', code, owner));
const claim = (kind: string, key: string, owner: string) => ({ kind, key, owner });
const entry = (by: string, patch: object = {}) => ({
  kind: 'product',
  recordId: 'p1',
  label: 'P-001',
  action: 'update',
  at: '2026-11-23T12:00:00.000Z',
  by: { id: by, name: 'Someone' },
  changes: [{ field: 'descriptionEn', from: '"a"', to: '"b"' }],
  savedAt: serverTimestamp(),
  ...patch,
});

/** A product written with the claim on its code, as the product use cases do. */
const productWithClaim = (db: Firestore, id: string, code: string, owner = id) =>
  productBatch(db, id, code, owner).commit();
/** An audit entry appended with the product change it describes (products/p1, the entry's record). */
const appended = (db: Firestore, id: string, data: object) =>
  writeBatch(db)
    .set(doc(db, 'products/p1'), product('P-001'))
    .set(doc(db, `audit/${id}`), data)
    .commit();

describe('unique keys are claimed with their owner', () => {
  it('staff claim a product code in the write that gives a product that code', async () => {
    await assertSucceeds(productWithClaim(as('user'), 'p9', 'P-009'));
  });

  it('a claim under another kind, with fields of its own, or by an outsider is refused', async () => {
    const db = as('user');
    await assertFails(
      writeBatch(db)
        .set(doc(db, 'products/p9'), product('P-009'))
        .set(doc(db, 'uniques/user.email:P-009'), claim('product.code', 'P-009', 'p9'))
        .commit(),
    );
    await assertFails(
      setDoc(doc(db, 'uniques/product.code:P-009'), { ...claim('product.code', 'P-009', 'p9'), note: 'x' }),
    );
    await assertFails(productWithClaim(as('outsider'), 'p9', 'P-009'));
  });

  it('a claim never moves to another owner, and is released only when its owner lets go of the key', async () => {
    await productWithClaim(as('user'), 'p9', 'P-009');
    const db = as('user');
    await assertFails(updateDoc(doc(db, 'uniques/product.code:P-009'), { owner: 'p1' }));
    await assertFails(deleteDoc(doc(db, 'uniques/product.code:P-009')));
    await assertSucceeds(
      writeBatch(db)
        .set(doc(db, 'products/p9'), product('P-019'))
        .delete(doc(db, 'uniques/product.code:P-009'))
        .set(doc(db, 'uniques/product.code:P-019'), claim('product.code', 'P-019', 'p9'))
        .commit(),
    );
    await assertSucceeds(
      writeBatch(db).delete(doc(db, 'products/p9')).delete(doc(db, 'uniques/product.code:P-019')).commit(),
    );
  });

  it('only an admin claims a staff e-mail, with the user record that holds it', async () => {
    const record = { ...userRecord('uid-new', 'user'), email: 'new@demo.com' };
    const withClaim = (db: Firestore) =>
      writeBatch(db)
        .set(doc(db, 'users/uid-new'), record)
        .set(doc(db, 'uniques/user.email:new@demo.com'), claim('user.email', 'new@demo.com', 'uid-new'))
        .commit();
    await assertFails(withClaim(as('user')));
    await assertSucceeds(withClaim(as('admin')));
  });

  it('outsiders read no claim; staff read them all', async () => {
    await productWithClaim(as('user'), 'p9', 'P-009');
    await assertFails(getDoc(doc(as('outsider'), 'uniques/product.code:P-009')));
    await assertFails(getDoc(doc(as('pending'), 'uniques/product.code:P-009')));
    await assertSucceeds(getDoc(doc(as('user'), 'uniques/product.code:P-009')));
    await assertSucceeds(getDocs(collection(as('user'), 'uniques')));
    await assertFails(getDocs(collection(as('outsider'), 'uniques')));
  });
});

describe('the request log', () => {
  const logEntry = (recordId: string) => ({
    requestId: 'rq-1',
    kind: 'product',
    recordId,
    fingerprint: 'f-1',
    at: '2026-11-23T12:00:00.000Z',
  });

  it('staff log a request with the record it made; an entry naming no record is refused', async () => {
    const db = as('user');
    await assertFails(setDoc(doc(db, 'requests/rq:rq-1'), logEntry('p404')));
    await assertSucceeds(productBatch(db, 'p9', 'P-009').set(doc(db, 'requests/rq:rq-1'), logEntry('p9')).commit());
  });

  it('an entry is never changed or removed, and only staff read it', async () => {
    await setDoc(doc(as('user'), 'requests/rq:rq-1'), logEntry('p1'));
    await assertFails(updateDoc(doc(as('admin'), 'requests/rq:rq-1'), { recordId: 'c1' }));
    await assertFails(deleteDoc(doc(as('admin'), 'requests/rq:rq-1')));
    await assertFails(getDoc(doc(as('outsider'), 'requests/rq:rq-1')));
    await assertSucceeds(getDoc(doc(as('user'), 'requests/rq:rq-1')));
  });
});

describe('the audit trail is append-only', () => {
  it("staff append entries in their own name, never in someone else's", async () => {
    await assertSucceeds(appended(as('user'), 'au-1', entry(UID.user)));
    await assertFails(appended(as('user'), 'au-2', entry(UID.admin)));
    await assertFails(appended(as('user'), 'au-3', entry(UID.user, { action: 'erase' })));
    await assertFails(appended(as('outsider'), 'au-4', entry(UID.outsider)));
  });

  it('an entry is made only in the write it describes', async () => {
    const db = as('user');
    // Alone, or beside a write of another record.
    await assertFails(setDoc(doc(db, 'audit/au-1'), entry(UID.user)));
    await assertFails(productBatch(db, 'p9', 'P-009').set(doc(db, 'audit/au-1'), entry(UID.user)).commit());
    await assertFails(setDoc(doc(db, 'audit/au-1'), entry(UID.user, { recordId: 'p404', action: 'create' })));
    // A deletion: the record existed before the write and is gone after it.
    const deletion = entry(UID.user, { action: 'delete' });
    await assertFails(setDoc(doc(db, 'audit/au-2'), deletion));
    await assertSucceeds(
      writeBatch(db)
        .delete(doc(db, 'products/p1'))
        .delete(doc(db, 'uniques/product.code:P-001'))
        .set(doc(db, 'audit/au-2'), deletion)
        .commit(),
    );
    await assertFails(setDoc(doc(db, 'audit/au-3'), deletion));
  });

  it('an entry carries the commit’s own time, a bounded list of changes and nothing else', async () => {
    const db = as('user');
    await assertFails(appended(db, 'au-5', entry(UID.user, { savedAt: Timestamp.fromDate(new Date('2026-01-01')) })));
    const { savedAt: _savedAt, ...unstamped } = entry(UID.user);
    await assertFails(appended(db, 'au-6', unstamped));
    await assertFails(appended(db, 'au-7', entry(UID.user, { note: 'x' })));
    await assertFails(appended(db, 'au-8', entry(UID.user, { changes: Array.from({ length: 101 }, () => ({})) })));
  });

  it('nobody, not even an admin, edits or deletes an entry', async () => {
    await appended(as('user'), 'au-1', entry(UID.user));
    await assertFails(appended(as('user'), 'au-1', entry(UID.user, { label: 'P-002' })));
    for (const role of ['user', 'admin'] as const) {
      await assertFails(updateDoc(doc(as(role), 'audit/au-1'), { label: 'P-002' }));
      await assertFails(deleteDoc(doc(as(role), 'audit/au-1')));
    }
    // The entry is still there as it was written.
    await assertSucceeds(getDoc(doc(as('user'), 'audit/au-1')));
    expect((await getDoc(doc(as('admin'), 'audit/au-1'))).data()).toMatchObject({ label: entry(UID.user).label });
  });

  it('staff read the trail; outsiders and pending accounts do not', async () => {
    await appended(as('user'), 'au-1', entry(UID.user));
    await assertSucceeds(getDoc(doc(as('admin'), 'audit/au-1')));
    await assertFails(getDoc(doc(as('outsider'), 'audit/au-1')));
    await assertFails(getDoc(doc(as('pending'), 'audit/au-1')));
  });
});

describe('self-registration waits for an admin', () => {
  const me = UID.outsider; // signed in with an account and no record yet
  const email = `${me}@demo.com`;
  const record = (patch: object = {}) => ({
    name: 'Newcomer',
    auth: me,
    email,
    status: 'pending',
    rule: 'user',
    updatedAt: serverTimestamp(),
    ...patch,
  });
  const register = (db: Firestore, data: object, id: string = me) =>
    writeBatch(db)
      .set(doc(db, `users/${id}`), data)
      .set(doc(db, `uniques/user.email:${email}`), claim('user.email', email, id))
      .set(doc(db, 'audit/au-reg'), entry(me, { kind: 'user', recordId: id, label: 'Newcomer', action: 'create' }))
      .commit();

  it('a new account creates its own pending record with the claim on its e-mail and the audit entry', async () => {
    await assertSucceeds(register(as('outsider'), record()));
  });

  it('it cannot make itself active or an admin, use another address, or register for another account', async () => {
    const db = as('outsider');
    await assertFails(register(db, record({ status: 'active' })));
    await assertFails(register(db, record({ rule: 'admin' })));
    await assertFails(register(db, record({ email: 'someone.else@demo.com' })));
    await assertFails(register(db, record({ auth: 'uid-other' }), 'uid-other'));
  });

  it('it reads the claim on its own e-mail only (registration asks whether the address is free)', async () => {
    await assertSucceeds(getDoc(doc(as('outsider'), `uniques/user.email:${email}`)));
    await assertFails(getDoc(doc(as('outsider'), 'uniques/user.email:uid-user@demo.com')));
  });

  it('a pending account reads its own record and nothing else, and cannot approve itself', async () => {
    const db = as('pending');
    await assertSucceeds(getDoc(doc(db, `users/${UID.pending}`)));
    await assertFails(getDoc(doc(db, `users/${UID.user}`)));
    await assertFails(getDoc(doc(db, 'products/p1')));
    await assertFails(getDoc(doc(db, 'freight/f-draft')));
    await assertFails(updateDoc(doc(db, `users/${UID.pending}`), { status: 'active' }));
  });

  it('an admin approves a pending account, or refuses it by deleting the record', async () => {
    await assertFails(updateDoc(doc(as('user'), `users/${UID.pending}`), { status: 'active' }));
    const approval = { status: 'active', updatedAt: serverTimestamp() };
    await assertSucceeds(updateDoc(doc(as('admin'), `users/${UID.pending}`), approval));
    await assertSucceeds(deleteDoc(doc(as('admin'), `users/${UID.pending}`)));
  });
});
