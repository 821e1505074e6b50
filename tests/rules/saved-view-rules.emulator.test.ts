import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { dbAs, firestoreOf, seededRulesEnvironment, UID, type Role } from './rules-fixtures';

// Saved views and each person's default view per list: owner-only private views, shared views readable by all staff
// and tidied by admins, the document shape (src/domain/saved-view/saved-view.ts).
const rulesEnv = seededRulesEnvironment();
const as = (role: Role) => dbAs(rulesEnv(), role);
/** Another member of staff than the views' owner. */
const asTarget = () => firestoreOf(rulesEnv().authenticatedContext(UID.target, { email: `${UID.target}@demo.com` }));

function viewDoc(ownerId: string, patch: object = {}) {
  return {
    list: 'freight',
    name: 'Drafts',
    shared: false,
    state: { status: ['draft'], pageSize: 50 },
    columns: [{ id: 'reference', visible: true }],
    ownerId,
    ownerName: `Name ${ownerId}`,
    createdAt: '2026-11-26T09:00:00.000Z',
    updatedAt: '2026-11-26T09:00:00.000Z',
    ...patch,
  };
}

/** Views written with the rules off: the user's private and shared ones, the target's private one. */
async function seedViews() {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await setDoc(doc(db, 'views/v-private'), viewDoc(UID.user));
    await setDoc(doc(db, 'views/v-shared'), viewDoc(UID.user, { shared: true }));
    await setDoc(doc(db, 'views/v-other'), viewDoc(UID.target));
    await setDoc(doc(db, `viewDefaults/${UID.user}:freight`), { person: UID.user, list: 'freight', viewId: 'v-1' });
  });
}

const view = (db: Firestore, id: string) => doc(db, `views/${id}`);

describe('saved views', () => {
  beforeEach(seedViews);

  it('are read by their owner, shared ones by all staff, and by no one outside the staff', async () => {
    await assertSucceeds(getDoc(view(as('user'), 'v-private')));
    await assertSucceeds(getDoc(view(asTarget(), 'v-shared')));
    await assertFails(getDoc(view(asTarget(), 'v-private')));
    await assertFails(getDoc(view(as('admin'), 'v-private')));
    await assertFails(getDoc(view(as('outsider'), 'v-shared')));
  });

  it('are created by staff as their own, in the domain’s shape', async () => {
    await assertSucceeds(setDoc(view(as('user'), 'v-made'), viewDoc(UID.user)));
    await assertFails(setDoc(view(as('user'), 'v-new'), viewDoc(UID.target)));
    await assertFails(setDoc(view(as('outsider'), 'v-new'), viewDoc(UID.outsider)));
    const bad = [
      { extra: 1 },
      { list: 'ships' },
      { name: '' },
      { name: 'x'.repeat(61) },
      { shared: 'yes' },
      { state: 'status=draft' },
      { state: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'x'])) },
      { columns: 'reference' },
      { columns: Array.from({ length: 41 }, (_, i) => ({ id: `c${i}`, visible: true })) },
      { ownerName: 5 },
      { createdAt: 'today' },
      { updatedAt: 'today' },
    ];
    for (const patch of bad) await assertFails(setDoc(view(as('user'), 'v-new'), viewDoc(UID.user, patch)));
  });

  it('are changed by their owner; a shared one also by an admin, who keeps it shared and its owner’s', async () => {
    await assertSucceeds(setDoc(view(as('user'), 'v-private'), viewDoc(UID.user, { name: 'Renamed' })));
    await assertSucceeds(setDoc(view(as('admin'), 'v-shared'), viewDoc(UID.user, { shared: true, name: 'Tidy' })));
    await assertFails(setDoc(view(as('admin'), 'v-shared'), viewDoc(UID.user, { shared: false })));
    await assertFails(setDoc(view(as('admin'), 'v-other'), viewDoc(UID.target, { shared: true })));
    await assertFails(setDoc(view(asTarget(), 'v-shared'), viewDoc(UID.user, { shared: true })));
    await assertFails(setDoc(view(as('admin'), 'v-shared'), viewDoc(UID.admin, { shared: true })));
    await assertFails(setDoc(view(as('user'), 'v-private'), viewDoc(UID.user, { list: 'products' })));
    await assertFails(setDoc(view(as('user'), 'v-private'), viewDoc(UID.user, { name: '' })));
    await assertFails(setDoc(view(as('outsider'), 'v-private'), viewDoc(UID.user)));
  });

  it('are deleted by their owner, and a shared one also by an admin', async () => {
    await assertFails(deleteDoc(view(asTarget(), 'v-shared')));
    await assertFails(deleteDoc(view(as('admin'), 'v-other')));
    await assertFails(deleteDoc(view(as('outsider'), 'v-private')));
    await assertSucceeds(deleteDoc(view(as('admin'), 'v-shared')));
    await assertSucceeds(deleteDoc(view(as('user'), 'v-private')));
  });
});

describe('default views', () => {
  beforeEach(seedViews);
  const slot = (db: Firestore, uid: string, list = 'freight') => doc(db, `viewDefaults/${uid}:${list}`);
  const choice = (uid: string, patch: object = {}) => ({ person: uid, list: 'freight', viewId: 'v-2', ...patch });

  it('are read, set and cleared by their person only', async () => {
    await assertSucceeds(getDoc(slot(as('user'), UID.user)));
    await assertFails(getDoc(slot(asTarget(), UID.user)));
    await assertFails(getDoc(slot(as('outsider'), UID.outsider)));
    await assertSucceeds(setDoc(slot(as('user'), UID.user), choice(UID.user)));
    await assertSucceeds(setDoc(slot(as('user'), UID.user, 'contacts'), choice(UID.user, { list: 'contacts' })));
    await assertFails(setDoc(slot(asTarget(), UID.user), choice(UID.user)));
    await assertFails(setDoc(slot(as('outsider'), UID.outsider), choice(UID.outsider)));
    await assertFails(deleteDoc(slot(asTarget(), UID.user)));
    await assertSucceeds(deleteDoc(slot(as('user'), UID.user)));
  });

  it('name one list and one view, in the slot of that person and list', async () => {
    const db = as('user');
    await assertFails(setDoc(slot(db, UID.user), choice(UID.user, { extra: true })));
    await assertFails(setDoc(slot(db, UID.user), choice(UID.user, { list: 'contacts' })));
    await assertFails(setDoc(slot(db, UID.user, 'ships'), choice(UID.user, { list: 'ships' })));
    await assertFails(setDoc(slot(db, UID.user), choice(UID.user, { viewId: '' })));
    await assertFails(setDoc(slot(db, UID.user), choice(UID.user, { viewId: 7 })));
  });
});
