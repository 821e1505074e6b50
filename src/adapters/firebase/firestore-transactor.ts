import { FirebaseError } from 'firebase/app';
import {
  collection,
  doc,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import { AppError } from '../../application/errors/app-error';
import type { RequestLogEntry, Transactor, TxTable, UnitOfWork } from '../../application/ports/store/unit-of-work.port';
import type { FreightRecord } from '../../domain/freight/freight-record';
import { fromFirebaseError } from './firebase-errors';
import { AUDIT_COLLECTION } from './firestore-audit-queries';
import { FREIGHT_COLLECTION, fromStored, toStored } from './firestore-freight-document';
import { isDocumentId, keyedDocumentId } from './firestore-ids';
import { fromDocument, toDocument, type StoredKind } from './firestore-master-data-documents';

/**
 * The unit of work as one Firestore transaction: reads through `transaction.get`, writes buffered by the SDK and
 * committed together. Firestore itself refuses a read after a write and runs the work again when a document it
 * read changed before the commit. Documents:
 *   freight/{id}, products/{id}, contacts/{id}, users/{uid}   the records (see the *-document files)
 *   uniques/{kind}:{key}                                      { kind, key, owner }
 *   counters/{freight|invoice}                                { lastReference, lastId }
 *   requests/rq:{request id}                                  the request log entry
 *   audit/{id}                                                the audit entry and `savedAt`, created once, never changed
 * A freight document (under `keys.savedAt`) and an audit entry (`savedAt`) carry the commit's time as a server
 * timestamp, which the security rules compare with the request's time; the records' own ISO instants stay what the
 * use case wrote (they are the revision a caller sends back, and Firestore takes no server timestamp in a list such
 * as the history). A counter names the record that took its value (`lastId`), written in the same transaction, so
 * the rules can tell that the counter moves with the creation or booking it numbers.
 */
const COLLECTIONS = {
  uniques: 'uniques',
  counters: 'counters',
  requests: 'requests',
} as const;

const malformed = (path: string) =>
  new AppError('malformed', `Stored document ${path} does not have the expected shape`, { code: 'record.malformed' });

/** The field of a freight record each counter's value goes to. */
const COUNTED_BY: Readonly<Record<string, 'reference' | 'invoiceNumber'>> = {
  freight: 'reference',
  invoice: 'invoiceNumber',
};

const withSavedAt = (stored: Record<string, unknown>): DocumentData => ({
  ...stored,
  keys: { ...(stored.keys as object), savedAt: serverTimestamp() },
});

interface AttemptUnitOfWork extends UnitOfWork {
  /** Writes what waits for the end of the work (the counters, once the record that takes their value is known). */
  finish(): void;
}

/** The unit of work over one attempt of a transaction; `wrote` is called on its first write. */
function unitOfWork(db: Firestore, transaction: Transaction, wrote: () => void): AttemptUnitOfWork {
  const tx = {
    get: (ref: DocumentReference) => transaction.get(ref),
    set: (ref: DocumentReference, data: DocumentData) => {
      wrote();
      transaction.set(ref, data);
    },
    delete: (ref: DocumentReference) => {
      wrote();
      transaction.delete(ref);
    },
  };
  const read = async (ref: DocumentReference): Promise<DocumentData | null> => {
    const snap = await tx.get(ref);
    return snap.exists() ? snap.data() : null;
  };

  function table<T extends { readonly id: string }>(
    name: string,
    decode: (id: string, data: DocumentData) => T | null,
    encode: (record: T) => DocumentData,
  ): TxTable<T> {
    const ref = (id: string) => doc(collection(db, name), id);
    return {
      async get(id) {
        if (!isDocumentId(id)) return null;
        const data = await read(ref(id));
        if (data === null) return null;
        const record = decode(id, data);
        if (record === null) throw malformed(`${name}/${id}`);
        return record;
      },
      async put(record) {
        if (!isDocumentId(record.id)) throw malformed(`${name}/${record.id}`);
        tx.set(ref(record.id), encode(record));
      },
      async remove(id) {
        if (isDocumentId(id)) tx.delete(ref(id));
      },
    };
  }

  const master = <K extends StoredKind>(kind: K) => table(kind, (id, data) => fromDocument(kind, id, data), toDocument);
  const unique = (kind: string, key: string) => doc(db, COLLECTIONS.uniques, keyedDocumentId(kind, key));
  const counter = (name: string) => doc(db, COLLECTIONS.counters, name);
  const request = (requestId: string) => doc(db, COLLECTIONS.requests, keyedDocumentId('rq', requestId));
  const counterValues = new Map<string, string>();
  const freightPut: FreightRecord[] = [];
  const freight = table<FreightRecord>(FREIGHT_COLLECTION, fromStored, (record) => withSavedAt(toStored(record)));

  return {
    finish() {
      for (const [name, value] of counterValues) {
        const field = COUNTED_BY[name];
        const taker = field === undefined ? undefined : freightPut.findLast((record) => record[field] === value);
        tx.set(counter(name), { lastReference: value, ...(taker ? { lastId: taker.id } : {}) });
      }
    },
    freight: {
      ...freight,
      async put(record) {
        await freight.put(record);
        freightPut.push(record);
      },
    },
    products: master('products'),
    contacts: master('contacts'),
    users: master('users'),
    uniques: {
      owner: async (kind, key) => {
        const owner = (await read(unique(kind, key)))?.owner;
        return typeof owner === 'string' ? owner : null;
      },
      claim: async (kind, key, owner) => void tx.set(unique(kind, key), { kind, key, owner }),
      release: async (kind, key) => void tx.delete(unique(kind, key)),
    },
    counters: {
      read: async (name) => {
        const value = (await read(counter(name)))?.lastReference;
        return typeof value === 'string' ? value : null;
      },
      write: async (name, value) => {
        wrote();
        counterValues.set(name, value);
      },
    },
    requests: {
      get: async (requestId) => {
        const data = await read(request(requestId));
        return data === null ? null : ({ ...data, requestId } as RequestLogEntry);
      },
      put: async (entry) => void tx.set(request(entry.requestId), { ...entry }),
    },
    audit: {
      append: async (entry) =>
        void tx.set(doc(db, AUDIT_COLLECTION, entry.id), { ...toDocument(entry), savedAt: serverTimestamp() }),
    },
  };
}

/**
 * A transaction that lost a race can be denied by a rule that reads the newer data (the counter moved on, the
 * record got booked) instead of being retried by the SDK; it runs again on fresh reads, where the use case gives
 * the real answer, before a denial is believed.
 */
const DENIED_ATTEMPTS = 3;
/** Firestore's own retries of a transaction whose reads went stale (5 by default; a busy counter needs more). */
const MAX_ATTEMPTS = 10;

export function createFirestoreTransactor(db: Firestore, onCommit: () => void = () => undefined): Transactor {
  return {
    async run(work) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          let wrote = false;
          const result = await runTransaction(
            db,
            async (tx) => {
              const uow = unitOfWork(db, tx, () => (wrote = true));
              const value = await work(uow);
              uow.finish();
              return value;
            },
            { maxAttempts: MAX_ATTEMPTS },
          );
          if (wrote) onCommit();
          return result;
        } catch (error) {
          const denied = error instanceof FirebaseError && error.code === 'permission-denied';
          if (!denied || attempt >= DENIED_ATTEMPTS) throw fromFirebaseError(error);
        }
      }
    },
  };
}
