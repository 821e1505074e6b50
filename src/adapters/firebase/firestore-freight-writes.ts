import { FirebaseError } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  runTransaction,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import { AppError } from '../../application/errors/app-error';
import {
  applyTransition,
  checkEdit,
  type EditRefusal,
  type FreightAction,
  type FreightActor,
} from '../../domain/freight/freight-lifecycle';
import {
  applyFreightInput,
  createFreightRecord,
  type ActorRef,
  type FreightInput,
  type FreightRecord,
} from '../../domain/freight/freight-record';
import { nextReference } from '../../domain/freight/freight-reference';
import { hasErrors, validateFreight } from '../../domain/freight/freight-validation';
import { FREIGHT_COLLECTION, fromStored, toStored } from './firestore-freight-document';

/**
 * The freight writes, each one Firestore transaction: numbering from the counter document
 * `counters/freight` {lastReference}, request-id idempotency through a document id derived from the
 * request id, the updatedAt check, and the lifecycle rules of the domain. The security rules check
 * the same numbering and locking, so other clients cannot bypass them.
 */
export const COUNTER_PATH = ['counters', 'freight'] as const;

export interface WriteContext {
  readonly db: Firestore;
  readonly actor: FreightActor;
  /** ISO timestamp of this write. */
  readonly at: string;
}

export type TransitionOutcome =
  | { readonly ok: true; readonly record: FreightRecord }
  | { readonly ok: false; readonly code: string; readonly reference: string };

/** The signed-in member of staff, with the name and role of their user record (keyed by uid). */
export async function currentActor(auth: Auth, db: Firestore): Promise<FreightActor> {
  const uid = auth.currentUser?.uid;
  if (!uid) throw new AppError('unauthorized', 'Your session has ended. Sign in again.', { status: 401 });
  const data = (await getDoc(doc(db, 'users', uid))).data();
  if (!data || typeof data.rule !== 'string')
    throw new AppError('forbidden', 'No staff record for this account.', { status: 403 });
  return { id: uid, name: typeof data.name === 'string' ? data.name : '', role: data.rule };
}

const actorRef = (actor: FreightActor): ActorRef => ({ id: actor.id, name: actor.name });
const freightDoc = (db: Firestore, id: string) => doc(collection(db, FREIGHT_COLLECTION), id);

/**
 * A deterministic document id per request id, so a repeated submit finds the record the first one
 * made. A request id with other characters than letters, digits, '-' and '_' is base64url-encoded
 * (one to one), so that no caller's text ('/', '..') can form a path of its own.
 */
export function requestDocumentId(requestId: string): string {
  const id = /^[\w-]+$/.test(requestId)
    ? `rq-${requestId}`
    : `rq64-${btoa(String.fromCharCode(...new TextEncoder().encode(requestId)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')}`;
  if (id.length > 500)
    throw new AppError('validation', 'The request id is too long.', { fieldErrors: { requestId: 'tooLong' } });
  return id;
}

function refuseInvalid(record: FreightRecord): void {
  const errors = validateFreight(record);
  if (hasErrors(errors))
    throw new AppError('validation', 'Some values were not accepted.', { status: 422, fieldErrors: { ...errors } });
}

function editRefused(refusal: EditRefusal): AppError {
  return new AppError(
    'conflict',
    refusal.code === 'closed'
      ? 'This shipment is closed and can no longer change.'
      : 'The invoice is locked since the shipment was booked; an admin can reopen it.',
    { status: 409 },
  );
}

/**
 * A transaction that lost a race can meet a rule that reads the newer data (the counter moved on,
 * the record got booked) and be denied instead of retried; it runs again on fresh reads, where the
 * domain gives the real answer, before a denial is believed.
 */
async function transact<T>(db: Firestore, update: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runTransaction(db, update);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof FirebaseError && error.code === 'permission-denied')) throw error;
    }
  }
}

async function readIn(tx: Transaction, ref: DocumentReference): Promise<FreightRecord | null> {
  const snap = await tx.get(ref);
  return snap.exists() ? fromStored(snap.id, snap.data()) : null;
}

export function createInTransaction(
  context: WriteContext,
  input: FreightInput,
  requestId?: string,
): Promise<FreightRecord> {
  const { db, actor, at } = context;
  const ref = requestId ? freightDoc(db, requestDocumentId(requestId)) : doc(collection(db, FREIGHT_COLLECTION));
  const counter = doc(db, ...COUNTER_PATH);
  return transact(db, async (tx) => {
    const earlier = requestId ? await readIn(tx, ref) : null;
    if (earlier) return earlier;
    const last: unknown = (await tx.get(counter)).data()?.lastReference;
    const reference = nextReference(typeof last === 'string' ? [last] : [], Number(at.slice(0, 4)));
    const record = createFreightRecord(input, { id: ref.id, reference, at, by: actorRef(actor) });
    refuseInvalid(record);
    tx.set(counter, { lastReference: reference });
    tx.set(ref, toStored(record));
    return record;
  });
}

export function updateInTransaction(
  context: WriteContext,
  id: string,
  input: FreightInput,
  expectedUpdatedAt?: string,
): Promise<FreightRecord> {
  const { db, actor, at } = context;
  const ref = freightDoc(db, id);
  return transact(db, async (tx) => {
    const before = await readIn(tx, ref);
    if (!before) throw shipmentNotFound();
    if (expectedUpdatedAt && expectedUpdatedAt !== before.audit.updatedAt) {
      throw new AppError(
        'conflict',
        'Someone else saved this shipment after you opened it. Reload to see their changes.',
        { status: 409 },
      );
    }
    const after = applyFreightInput(before, input, { at, by: actorRef(actor) });
    refuseInvalid(after);
    const allowed = checkEdit(before, after);
    if (!allowed.ok) throw editRefused(allowed.error);
    tx.set(ref, toStored(after));
    return after;
  });
}

/** Applies one status change; a refusal writes nothing and says why (the codes of the lifecycle). */
export function transitionInTransaction(
  context: WriteContext,
  id: string,
  action: FreightAction,
): Promise<TransitionOutcome> {
  const { db, actor, at } = context;
  const ref = freightDoc(db, id);
  return transact(db, async (tx): Promise<TransitionOutcome> => {
    const before = await readIn(tx, ref);
    if (!before) return { ok: false, code: 'notFound', reference: '' };
    const result = applyTransition(before, action, { at, by: actor });
    if (!result.ok) return { ok: false, code: result.error.code, reference: before.reference };
    tx.set(ref, toStored(result.value));
    return { ok: true, record: result.value };
  });
}

export function shipmentNotFound(): AppError {
  return new AppError('not-found', 'This shipment does not exist.', { status: 404 });
}

export function transitionRefused(code: string): AppError {
  if (code === 'notFound') return shipmentNotFound();
  if (code === 'adminOnly')
    return new AppError('forbidden', 'Only an admin can reopen a booked shipment.', { status: 403 });
  return new AppError(
    'conflict',
    code === 'bookingIncomplete'
      ? 'The shipment cannot be booked yet: it needs a shipper, a consignee, a carrier, at least one line and no errors.'
      : 'This status change is not allowed from the current status.',
    { status: 409, fieldErrors: { status: code } },
  );
}
