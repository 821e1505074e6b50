import { FirebaseError } from 'firebase/app';
import {
  arrayUnion,
  collection,
  doc,
  getCount,
  getDoc,
  query,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
  where,
} from 'firebase/firestore/lite';
import { AppError } from '../../application/errors/app-error';
import type { RequestLogEntry, Transactor, TxTable, UnitOfWork } from '../../application/ports/store/unit-of-work.port';
import type { FreightRecord } from '../../domain/freight/freight-record';
import { fromFirebaseError } from './firebase-errors';
import { AUDIT_COLLECTION } from './firestore-audit-queries';
import { SUMMARY_DOCUMENT } from './firestore-freight-dashboard';
import { asCommitted, type Written } from './firestore-committed';
import { FREIGHT_COLLECTION, fromStored, toCommitted } from './firestore-freight-document';
import { isDocumentId, keyedDocumentId } from './firestore-ids';
import { fromDocument, toDocument, type StoredKind } from './firestore-master-data-documents';
import { committedMasterDocument } from './firestore-master-data-picker';

/**
 * The unit of work as one Firestore transaction: reads through `transaction.get`, writes buffered by the SDK and
 * committed together. Firestore itself refuses a read after a write and runs the work again when a document it
 * read changed before the commit. Documents:
 *   freight/{id}, products/{id}, contacts/{id}, users/{uid}   the records (see the *-document files)
 *   uniques/{kind}:{key}                                      { kind, key, owner }
 *   counters/{freight|invoice}                                { lastReference, lastId }
 *   requests/rq:{request id}                                  the request log entry
 *   audit/{id}                                                the audit entry and `savedAt`, created once, never changed
 *   summaries/freight                                         { destinations }: every country a shipment was written
 *                                                             for, added to in the write that first names it
 * A record's `updatedAt` (a shipment's `audit.updatedAt`, its creation time and each new history entry's time) and an
 * audit entry's `savedAt` are the commit's time, written as server timestamps, which the security rules compare with
 * the request's time (firestore-freight-document.ts `toCommitted`). The use case's record carries its own clock's
 * instants, so once committed, every record the work returns is read again and returned as stored: its `updatedAt`
 * is then the revision the next save sends back. A counter names the record that took its value (`lastId`), written
 * in the same transaction, so the rules can tell that the counter moves with the creation or booking it numbers.
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

interface AttemptUnitOfWork extends UnitOfWork {
  /** Writes what waits for the end of the work (the counters, once the record that takes their value is known). */
  finish(): void;
}

/**
 * The unit of work over one attempt of a transaction; `wrote` is called on its first write. `listed` holds the
 * destinations this tab knows the summary lists already (the list only grows), and gets those this work adds once
 * committed (`added`).
 */
function unitOfWork(
  db: Firestore,
  transaction: Transaction,
  wrote: () => void,
  written: Written,
  listed: ReadonlySet<string>,
  added: Set<string>,
): AttemptUnitOfWork {
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

  /** `encode` is given the document this transaction read for the record (null when it read none). */
  function table<T extends { readonly id: string }>(
    name: string,
    decode: (id: string, data: DocumentData) => T | null,
    encode: (record: T, before: DocumentData | null) => DocumentData,
  ): TxTable<T> {
    const ref = (id: string) => doc(collection(db, name), id);
    const readBefore = new Map<string, DocumentData>();
    return {
      async get(id) {
        if (!isDocumentId(id)) return null;
        const data = await read(ref(id));
        if (data === null) return null;
        const record = decode(id, data);
        if (record === null) throw malformed(`${name}/${id}`);
        readBefore.set(id, data);
        return record;
      },
      async put(record) {
        if (!isDocumentId(record.id)) throw malformed(`${name}/${record.id}`);
        tx.set(ref(record.id), encode(record, readBefore.get(record.id) ?? null));
        // Read back after the commit; when that read fails, the record as the use case made it is answered (its
        // revision then is not the stored one, so a next save is refused as stale rather than overwriting anything).
        written.set(record, async () => {
          const snap = await getDoc(ref(record.id)).catch(() => null);
          return snap?.exists() ? decode(record.id, snap.data()) : null;
        });
      },
      async remove(id) {
        if (isDocumentId(id)) tx.delete(ref(id));
      },
    };
  }

  const master = <K extends StoredKind>(kind: K) =>
    table(kind, (id, data) => fromDocument(kind, id, data), committedMasterDocument(kind));
  const unique = (kind: string, key: string) => doc(db, COLLECTIONS.uniques, keyedDocumentId(kind, key));
  const counter = (name: string) => doc(db, COLLECTIONS.counters, name);
  const request = (requestId: string) => doc(db, COLLECTIONS.requests, keyedDocumentId('rq', requestId));
  const counterValues = new Map<string, string>();
  const freightPut: FreightRecord[] = [];
  const freight = table<FreightRecord>(FREIGHT_COLLECTION, fromStored, toCommitted);

  return {
    finish() {
      for (const [name, value] of counterValues) {
        const field = COUNTED_BY[name];
        const taker = field === undefined ? undefined : freightPut.findLast((record) => record[field] === value);
        tx.set(counter(name), { lastReference: value, ...(taker ? { lastId: taker.id } : {}) });
      }
      for (const { destinationCountry: country } of freightPut) {
        if (country !== '' && !listed.has(country)) added.add(country);
      }
      if (added.size > 0) {
        transaction.set(doc(db, ...SUMMARY_DOCUMENT), { destinations: arrayUnion(...added) }, { merge: true });
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
    // The browser SDK's transactions cannot query: the count is read beside the transaction, so a shipment saved in
    // between is not seen. Closing that needs the core on a server (the Admin SDK queries inside a transaction).
    references: {
      count: async (reference) => {
        const [path, id] =
          'contactId' in reference ? ['keys.partyIds', reference.contactId] : ['keys.productIds', reference.productId];
        return (await getCount(query(collection(db, FREIGHT_COLLECTION), where(path, 'array-contains', id)))).data()
          .count;
      },
    },
  };
}

/**
 * A transaction that lost a race can be denied by a rule that reads the newer data (the counter moved on, the
 * record got booked) instead of being retried by the SDK; it runs again on fresh reads, where the use case gives
 * the real answer, before a denial is believed.
 */
const DENIED_ATTEMPTS = 3;
/**
 * The SDK reads each document as it is when read and checks the reads only at the commit, which a refusal never
 * reaches: a work that found no request logged, then found the key taken by the request a concurrent commit logged in
 * between, refuses from reads that no longer hold. A conflict the work refused with is believed after one run more.
 */
const raced = (error: unknown, attempt: number) =>
  attempt === 1 && error instanceof AppError && error.kind === 'conflict';
/** Firestore's own retries of a transaction whose reads went stale (5 by default; a busy counter needs more). */
const MAX_ATTEMPTS = 10;

export function createFirestoreTransactor(db: Firestore, onCommit: () => void = () => undefined): Transactor {
  /** The destinations known to be in the summary document (see unitOfWork). */
  const listed = new Set<string>();

  /** The work committed once (retried while denied, see DENIED_ATTEMPTS), with what it wrote. */
  async function commit<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<{ result: T; written: Written | null }> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        let wrote = false;
        let written: Written = new Map();
        const added = new Set<string>();
        const result = await runTransaction(
          db,
          async (tx) => {
            written = new Map();
            added.clear();
            const uow = unitOfWork(db, tx, () => (wrote = true), written, listed, added);
            const value = await work(uow);
            uow.finish();
            return value;
          },
          { maxAttempts: MAX_ATTEMPTS },
        );
        for (const country of added) listed.add(country);
        return { result, written: wrote ? written : null };
      } catch (error) {
        const denied = error instanceof FirebaseError && error.code === 'permission-denied';
        if (!(denied || raced(error, attempt)) || attempt >= DENIED_ATTEMPTS) throw fromFirebaseError(error);
        // A destination believed listed may not be (the data was reset): the next attempt lists it again.
        listed.clear();
      }
    }
  }
  return {
    async run(work) {
      const { result, written } = await commit(work);
      if (written === null) return result;
      onCommit();
      return (await asCommitted(result, written)) as typeof result;
    },
  };
}
