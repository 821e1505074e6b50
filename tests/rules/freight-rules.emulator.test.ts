import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { dbAs, seededRulesEnvironment, type Role } from './rules-fixtures';

// What firestore.rules adds for the Firestore freight adapter: references handed out by the
// counter document, tracking details editable after booking, closed records frozen for staff.
const rulesEnv = seededRulesEnvironment();

const as = (role: Role) => dbAs(rulesEnv(), role);
const draft = (reference: string) => ({ reference, status: 'draft' });
const createWithCounter = (db: Firestore, counter: string, reference: string) =>
  writeBatch(db)
    .set(doc(db, 'counters/freight'), { lastReference: counter })
    .set(doc(db, 'freight/f-new'), draft(reference))
    .commit();

describe('freight references come from the counter', () => {
  it('a new record takes the value the counter moves to in the same write', async () => {
    await assertSucceeds(createWithCounter(as('user'), 'FR-2026-000003', 'FR-2026-000003'));
  });

  it('a record alone, or one whose reference the counter does not move to, is refused', async () => {
    const db = as('user');
    await assertFails(setDoc(doc(db, 'freight/f-new'), draft('FR-2026-000003')));
    await assertFails(createWithCounter(db, 'FR-2026-000003', 'FR-2026-000004'));
  });

  it('the counter never moves back, so a reference is never handed out twice', async () => {
    const db = as('user');
    await assertFails(createWithCounter(db, 'FR-2026-000002', 'FR-2026-000002'));
    await assertFails(updateDoc(doc(db, 'counters/freight'), { lastReference: 'FR-2026-000001' }));
    await assertFails(updateDoc(doc(db, 'counters/freight'), { lastReference: 'not a reference' }));
    await assertSucceeds(updateDoc(doc(db, 'counters/freight'), { lastReference: 'FR-2027-000001' }));
  });

  it('only staff read the counter', async () => {
    await assertSucceeds(getDoc(doc(as('user'), 'counters/freight')));
    await assertFails(getDoc(doc(as('outsider'), 'counters/freight')));
    await assertFails(createWithCounter(as('outsider'), 'FR-2026-000003', 'FR-2026-000003'));
  });

  it('a reference never changes', async () => {
    await assertFails(updateDoc(doc(as('user'), 'freight/f-draft'), { reference: 'FR-2026-000009' }));
    await assertFails(updateDoc(doc(as('admin'), 'freight/f-booked'), { reference: 'FR-2026-000009' }));
  });
});

describe('freight edits after booking', () => {
  it('staff may change the tracking details and search keys of a booked record', async () => {
    const db = as('user');
    await assertSucceeds(
      updateDoc(doc(db, 'freight/f-booked'), {
        transportDocument: '1234567890',
        shipDate: '2026-12-01',
        eta: '2026-12-09',
        packages: 3,
        notes: 'Fragile',
        carrier: 'MSC',
        keys: { tokens: ['1'] },
        audit: { updatedBy: 'uid-user' },
      }),
    );
  });

  it('staff cannot change a delivered record at all; an admin can', async () => {
    await assertFails(updateDoc(doc(as('user'), 'freight/f-delivered'), { notes: 'Late note' }));
    await assertSucceeds(updateDoc(doc(as('admin'), 'freight/f-delivered'), { notes: 'Late note' }));
  });
});

describe('invoice numbers and actual dates', () => {
  it('the invoice counter takes invoice numbers, only forwards, and only staff use it', async () => {
    const db = as('user');
    await assertSucceeds(setDoc(doc(db, 'counters/invoice'), { lastReference: 'INV-2026-000001' }));
    await assertFails(updateDoc(doc(db, 'counters/invoice'), { lastReference: 'FR-2026-000009' }));
    await assertFails(updateDoc(doc(db, 'counters/invoice'), { lastReference: 'INV-2025-000001' }));
    await assertSucceeds(updateDoc(doc(db, 'counters/invoice'), { lastReference: 'INV-2026-000002' }));
    await assertFails(getDoc(doc(as('outsider'), 'counters/invoice')));
  });

  it('staff moving a booked record record the day it departed, but cannot touch its invoice number', async () => {
    const db = as('user');
    await assertSucceeds(
      updateDoc(doc(db, 'freight/f-booked'), { status: 'in_transit', departedOn: '2026-11-20', history: [] }),
    );
    await assertFails(updateDoc(doc(db, 'freight/f-booked'), { invoiceNumber: 'INV-2026-000099' }));
  });
});
