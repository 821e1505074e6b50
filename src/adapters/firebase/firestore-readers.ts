import type { DocumentData } from 'firebase/firestore/lite';
import { MAX_SKIPPED_IDS, type SkippedDocuments } from '../../domain/shared/list-query';

export interface Decoded<T> {
  readonly records: T[];
  readonly skipped: SkippedDocuments;
}

interface Snapshot {
  readonly id: string;
  data(): DocumentData;
}

/**
 * The records of the documents a reader got: a document that is not a record (its collection's decoder says null)
 * is left out, never fails the read, and is reported: counted and named in the result and in the console.
 */
export function decodeAll<T>(
  collection: string,
  docs: readonly Snapshot[],
  decode: (id: string, data: DocumentData) => T | null,
): Decoded<T> {
  const records: T[] = [];
  const ids: string[] = [];
  for (const snap of docs) {
    const record = decode(snap.id, snap.data());
    if (record === null) ids.push(snap.id);
    else records.push(record);
  }
  if (ids.length > 0) {
    console.warn(`[firestore] ${collection}: skipped ${ids.length} malformed document(s): ${ids.join(', ')}`);
  }
  return { records, skipped: { count: ids.length, ids: ids.slice(0, MAX_SKIPPED_IDS) } };
}

/** A list page that names the documents left out of it, when there are any. */
export function withSkipped<P extends object>(page: P, skipped: SkippedDocuments): P & { skipped?: SkippedDocuments } {
  return skipped.count > 0 ? { ...page, skipped } : page;
}
