import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import { createRulesTestEnvironment } from '../support/emulators';
import { dbAs, resetAndSeed } from './rules-fixtures';

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

describe('products and contacts: required fields', () => {
  it('a product needs a non-empty code', async () => {
    const db = dbAs(env, 'user');
    await assertFails(setDoc(doc(db, 'products/p9'), { descriptionEn: 'No code' }));
    await assertFails(updateDoc(doc(db, 'products/p1'), { code: '' }));
  });

  it('a contact needs a first name or a company', async () => {
    const db = dbAs(env, 'user');
    await assertFails(setDoc(doc(db, 'contacts/c9'), { city: 'Santos' }));
    await assertSucceeds(setDoc(doc(db, 'contacts/c9'), { firstname: 'João' }));
  });
});

describe('freight: invoice values lock once booked', () => {
  it('new records start as drafts with a reference', async () => {
    const db = dbAs(env, 'user');
    await assertFails(setDoc(doc(db, 'freight/f9'), { reference: 'FR-9', status: 'booked' }));
    await assertFails(setDoc(doc(db, 'freight/f9'), { status: 'draft' }));
  });

  it('staff cannot change invoice values of a booked record', async () => {
    const db = dbAs(env, 'user');
    await assertFails(updateDoc(doc(db, 'freight/f-booked'), { freightValue: 1 }));
    await assertFails(updateDoc(doc(db, 'freight/f-booked'), { status: 'in_transit', freightValue: 1 }));
  });

  it("staff may move a booked record's status on, but not back to draft", async () => {
    const db = dbAs(env, 'user');
    await assertSucceeds(
      updateDoc(doc(db, 'freight/f-booked'), {
        status: 'in_transit',
        history: [{ from: 'booked', to: 'in_transit' }],
        audit: { updatedBy: 'uid-user' },
      }),
    );
    await assertFails(updateDoc(doc(db, 'freight/f-booked'), { status: 'draft' }));
  });

  it('staff cannot delete a booked record; an admin can', async () => {
    await assertFails(deleteDoc(doc(dbAs(env, 'user'), 'freight/f-booked')));
    await assertSucceeds(deleteDoc(doc(dbAs(env, 'admin'), 'freight/f-booked')));
  });

  it('an admin may reopen and edit a booked record', async () => {
    const db = dbAs(env, 'admin');
    await assertSucceeds(updateDoc(doc(db, 'freight/f-booked'), { freightValue: 2500 }));
    await assertSucceeds(updateDoc(doc(db, 'freight/f-booked'), { status: 'draft' }));
  });
});
