import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, setLogLevel, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { toCommitted } from '../../src/adapters/firebase/firestore-freight-document';
import { keyedDocumentId } from '../../src/adapters/firebase/firestore-ids';
import { pickerDocumentKeys } from '../../src/adapters/firebase/firestore-master-data-picker';
import { EMPTY_CONTACT } from '../../src/domain/contact/contact';
import { applyTransition, type FreightAction } from '../../src/domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../src/domain/freight/freight-record';
import { EMPTY_PRODUCT, productCodeKey } from '../../src/domain/product/product';
import { aFreight } from '../domain/freight/freight-test-data';
import { createRulesTestEnvironment } from '../support/emulators';

// Every expected denial would otherwise print a gRPC warning.
setLogLevel('silent');

export type Role = 'anonymous' | 'outsider' | 'pending' | 'inactive' | 'user' | 'admin';

// Auth uids; a user record's document id equals its account's uid.
export const UID = {
  admin: 'uid-admin',
  user: 'uid-user',
  inactive: 'uid-inactive',
  pending: 'uid-pending', // registered themself, waiting for an admin
  outsider: 'uid-outsider', // signed in, but no user record
  target: 'uid-target', // another staff member that admins edit and delete
} as const;

export const SAVED_AT = '2026-11-20T10:00:00.000Z';
export const NOW = '2026-11-26T09:00:00.000Z';

/** A record's `updatedAt` as the store writes it: the commit's time. */
const committed = () => ({ updatedAt: serverTimestamp() });

export function userRecord(uid: string, rule: 'admin' | 'user', status = 'active') {
  return { name: `Name ${uid}`, auth: uid, email: `${uid}@demo.com`, status, rule, ...committed() };
}

/** A product document as the product use cases write it. */
export function productDoc(code: string, patch: object = {}) {
  const data = { ...EMPTY_PRODUCT, code, descriptionEn: 'Coffee', hsCode: '090111', ...committed(), ...patch };
  return { keys: pickerDocumentKeys('products', data), ...data };
}

/** A product written as the product use cases write it: with the claim on its code, in one batch. */
export function saveProduct(db: Firestore, id: string, data: { readonly code: string }) {
  const key = productCodeKey(data.code);
  return writeBatch(db)
    .set(doc(db, `products/${id}`), data)
    .set(doc(db, 'uniques', keyedDocumentId('product.code', key)), { kind: 'product.code', key, owner: id })
    .commit();
}

/** A contact document as the contact use cases write it. */
export function contactDoc(patch: object = {}) {
  const data = { ...EMPTY_CONTACT, firstname: 'Ana', company: 'Exporta Ltda', country: 'BR', ...committed(), ...patch };
  return { keys: pickerDocumentKeys('contacts', data), ...data };
}

const actor = (uid: string) => ({ id: uid, name: `Name ${uid}` });

/** A shipment record last saved by `uid` at `at`. */
export function freightRecord(
  id: string,
  reference: string,
  patch: Partial<FreightRecord> = {},
  uid: string = UID.user,
  at = SAVED_AT,
) {
  return aFreight({
    id,
    reference,
    audit: { createdAt: at, createdBy: actor(uid), updatedAt: at, updatedBy: actor(uid) },
    ...patch,
  });
}

/** A seeded shipment's document, every time in it SAVED_AT (written with the rules off). */
const seededDoc = (record: FreightRecord) => toCommitted(record, null, () => Timestamp.fromDate(new Date(SAVED_AT)));

/**
 * The document the Firestore store writes for a record (its fields, the derived keys and the commit's times), over
 * the seeded document of the same id when there is one, as the store writes over the document it read. The history is
 * the record's (the store keeps the stored entries; a test may change them).
 */
export function freightDoc(record: FreightRecord, patch: object = {}): Record<string, unknown> {
  const seeded = Object.values(FREIGHT).find((r) => r.id === record.id);
  const stored = toCommitted(record, seeded ? seededDoc(seeded) : null, serverTimestamp);
  return { ...stored, history: storedHistory(record), ...patch };
}

/** A shipment not yet stored: the next reference after the seeded ones, made by the user. */
export const newFreight = (patch: Partial<FreightRecord> = {}) =>
  freightRecord('f-new', 'FR-2026-000004', patch, UID.user, '2026-11-20T10:00:00.000Z');

/** A shipment's document written as the store writes it (or `data` in its place). */
export const saveFreight = (db: Firestore, record: FreightRecord, data: object = freightDoc(record)) =>
  setDoc(doc(db, `freight/${record.id}`), data);

/** A history as a document stores it (the entries' times are kept apart, in `movedAt`). */
export const storedHistory = (record: FreightRecord) => record.history.map(({ at: _at, ...entry }) => entry);

/** The record after `action` by `uid`, as the freight use case makes it (the domain's transition). */
export function moved(
  record: FreightRecord,
  action: FreightAction,
  uid: string,
  extra: { date?: string; invoiceNumber?: string } = {},
) {
  const result = applyTransition(record, action, {
    at: NOW,
    by: { ...actor(uid), role: uid === UID.admin ? 'admin' : 'user' },
    ...extra,
  });
  if (!result.ok) throw new Error(`the fixture cannot ${action}: ${result.error.code}`);
  return result.value;
}

/** The record after an edit by `uid`, stamped as the use case stamps it. */
export function edited(record: FreightRecord, patch: Partial<FreightRecord>, uid: string = UID.user): FreightRecord {
  return { ...record, ...patch, audit: { ...record.audit, updatedAt: NOW, updatedBy: actor(uid) } };
}

const DRAFT = freightRecord('f-draft', 'FR-2026-000001');
const BOOKED = moved(freightRecord('f-booked', 'FR-2026-000002'), 'book', UID.user, {
  invoiceNumber: 'INV-2026-000001',
});
const DELIVERED = ((): FreightRecord => {
  let record = moved(freightRecord('f-delivered', 'FR-2026-000003'), 'book', UID.user, {
    invoiceNumber: 'INV-2026-000002',
  });
  record = moved(record, 'depart', UID.user, { date: '2026-11-21' });
  record = moved(record, 'arrive', UID.user, { date: '2026-11-22' });
  return moved(record, 'deliver', UID.user, { date: '2026-11-23' });
})();

/** The seeded shipments, by document id. */
export const FREIGHT = { draft: DRAFT, booked: BOOKED, delivered: DELIVERED } as const;

export const seed = {
  [`users/${UID.admin}`]: userRecord(UID.admin, 'admin'),
  [`users/${UID.user}`]: userRecord(UID.user, 'user'),
  [`users/${UID.inactive}`]: userRecord(UID.inactive, 'admin', 'inactive'),
  [`users/${UID.target}`]: userRecord(UID.target, 'user'),
  [`users/${UID.pending}`]: userRecord(UID.pending, 'user', 'pending'),
  'products/p1': productDoc('P-001'),
  'uniques/product.code:P-001': { kind: 'product.code', key: 'P-001', owner: 'p1' },
  'contacts/c1': contactDoc(),
  'freight/f-draft': seededDoc(DRAFT),
  'freight/f-booked': seededDoc(BOOKED),
  'freight/f-delivered': seededDoc(DELIVERED),
  'counters/freight': { lastReference: 'FR-2026-000003', lastId: 'f-delivered' },
  'counters/invoice': { lastReference: 'INV-2026-000002', lastId: 'f-delivered' },
  'summaries/freight': { destinations: [...new Set(Object.values(FREIGHT).map((r) => r.destinationCountry))] },
};

/** Registers the suite's hooks: one rules environment, cleared and seeded before every test. */
export function seededRulesEnvironment(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | null = null;
  beforeAll(async () => {
    env = await createRulesTestEnvironment();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await resetAndSeed(current());
  });
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('the rules environment starts in beforeAll');
    return env;
  };
  return current;
}

export async function resetAndSeed(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    for (const [path, data] of Object.entries(seed)) await setDoc(doc(db, path), data);
  });
}

// The test context hands out a compat instance; the modular functions unwrap it themselves.
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

export function dbAs(env: RulesTestEnvironment, role: Role): Firestore {
  if (role === 'anonymous') return firestoreOf(env.unauthenticatedContext());
  return firestoreOf(env.authenticatedContext(UID[role], { email: `${UID[role]}@demo.com` }));
}
