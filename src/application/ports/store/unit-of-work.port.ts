import type { FreightRecord } from '../../../domain/freight/freight-record';
import type { Contact } from '../../../domain/contact/contact';
import type { Product } from '../../../domain/product/product';
import type { UserRecord } from '../../../domain/user/user-record';
import type { AuditEntry } from '../../../domain/audit/audit-entry';
import type { FreightReference } from '../../../domain/freight/freight-parties';

/**
 * One collection as a transaction sees it. Each read returns what was committed before it (and nothing written
 * inside the transaction: callers read first, then write, as Firestore transactions require). Two reads of one
 * transaction may see two moments (PostgreSQL reads outside a transaction), never an earlier one after a later;
 * the commit fails, and the work runs again, if what was read has changed. A refusal decided from two reads
 * therefore reads the fact that refuses (a unique key's owner) before the fact that answers (a request's entry).
 */
export interface TxTable<T extends { readonly id: string }> {
  get(id: string): Promise<T | null>;
  /** Inserts or replaces the whole record. */
  put(record: T): Promise<void>;
  remove(id: string): Promise<void>;
}

/**
 * Unique keys ('product.code' -> 'P-001', 'user.email' -> 'ana@x.com') claimed in the same transaction as the
 * record they belong to, so two writers can never both hold one (a unique index in SQL, an index document in
 * Firestore, a map in memory).
 */
export interface TxUniqueKeys {
  owner(kind: UniqueKind, key: string): Promise<string | null>;
  claim(kind: UniqueKind, key: string, ownerId: string): Promise<void>;
  release(kind: UniqueKind, key: string): Promise<void>;
}
export type UniqueKind = 'product.code' | 'user.email';

/** Named counters: the last freight reference issued ('freight' -> 'FR-2026-000123'), the last invoice number. */
export interface TxCounters {
  read(name: CounterName): Promise<string | null>;
  write(name: CounterName, value: string): Promise<void>;
}
export type CounterName = 'freight' | 'invoice';

/** What a create request made, so a repeated request answers the same record (and another body is refused). */
export interface RequestLogEntry {
  readonly requestId: string;
  readonly kind: 'freight' | 'product' | 'contact' | 'user';
  readonly recordId: string;
  /** A fingerprint of the request body (domain `fingerprint`). */
  readonly fingerprint: string;
  readonly at: string;
}
export interface TxRequestLog {
  get(requestId: string): Promise<RequestLogEntry | null>;
  put(entry: RequestLogEntry): Promise<void>;
}

/** Append-only: entries are written with the change they describe and never edited or removed. */
export interface TxAuditLog {
  append(entry: AuditEntry): Promise<void>;
}

/**
 * The shipments that refer to a master record, counted inside the unit of work so that a deletion decides on what
 * holds at its commit: a store whose reads see an earlier moment than its commit (PostgreSQL) re-checks at commit
 * that a count read as 0 is still 0, and fails the work (which then runs again) if a shipment came to refer to it.
 */
export interface TxReferences {
  count(reference: FreightReference): Promise<number>;
}

export interface UnitOfWork {
  readonly freight: TxTable<FreightRecord>;
  readonly products: TxTable<Product>;
  readonly contacts: TxTable<Contact>;
  readonly users: TxTable<UserRecord>;
  readonly uniques: TxUniqueKeys;
  readonly counters: TxCounters;
  readonly requests: TxRequestLog;
  readonly audit: TxAuditLog;
  readonly references: TxReferences;
}

/**
 * Runs `work` atomically: everything it wrote is committed together or not at all. A store may run `work` more
 * than once when a concurrent writer got there first (Firestore, SERIALIZABLE SQL), so `work` must have no effect
 * outside the unit of work. Reads first, then writes.
 */
export interface Transactor {
  run<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T>;
}
