import {
  collection,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { AuditQueries } from '../../application/ports/store/audit-queries.port';
import { pageBounds } from '../../domain/shared/list-query';
import * as z from 'zod/mini';
import type { AuditEntry } from '../../domain/audit/audit-entry';
import { guarded } from './firebase-errors';
import type { FirestoreIndex } from './firestore-freight-query';
import { decodeAll, withSkipped } from './firestore-readers';

export const AUDIT_COLLECTION = 'audit';

const actor = z.object({ id: z.string(), name: z.string() });

/** What a stored audit document must be to be read as an entry. */
const storedEntry = z.object({
  kind: z.enum(['freight', 'product', 'contact', 'user']),
  recordId: z.string(),
  label: z.string(),
  action: z.enum(['create', 'update', 'delete', 'transition']),
  at: z.string(),
  by: actor,
  changes: z.array(z.object({ field: z.string(), from: z.nullable(z.string()), to: z.nullable(z.string()) })),
});

/**
 * An entry as stored (the document id is its id), or null when the document is not one: the trail skips it and
 * reports it. The commit's server time (`savedAt`, kept for the security rules) is not part of the entry.
 */
export function toEntry(id: string, data: Record<string, unknown>): AuditEntry | null {
  const parsed = z.safeParse(storedEntry, data);
  return parsed.success ? { ...parsed.data, id } : null;
}

/**
 * The audit trail, newest first. Pages are read from the start of the ordered query (no offset in the web SDK):
 * the trail is read a page or two at a time, from the newest entries.
 */
export function createFirestoreAuditQueries(db: Firestore): AuditQueries {
  const audit = collection(db, AUDIT_COLLECTION);
  return {
    list: (filter, page, pageSize) =>
      guarded(async () => {
        const constraints: QueryConstraint[] = [];
        if (filter.kind) constraints.push(where('kind', '==', filter.kind));
        if (filter.recordId) constraints.push(where('recordId', '==', filter.recordId));
        if (filter.userId) constraints.push(where('by.id', '==', filter.userId));
        if (filter.from) constraints.push(where('at', '>=', filter.from));
        if (filter.to) constraints.push(where('at', '<=', filter.to));
        const ordered = query(audit, ...constraints, orderBy('at', 'desc'));
        const total = (await getCount(ordered)).data().count;
        const { page: current, pageCount, size, start } = pageBounds(total, page, pageSize);
        const docs = total === 0 ? [] : (await getDocs(query(ordered, limit(start + size)))).docs;
        const { records, skipped } = decodeAll(AUDIT_COLLECTION, docs.slice(start), toEntry);
        return withSkipped({ items: records, total, page: current, pageCount }, skipped);
      }),
  };
}

/** The composite indexes the audit queries need: each filter (and each pair a screen asks for) by time. */
export function auditIndexes(): FirestoreIndex[] {
  const at = { fieldPath: 'at', order: 'DESCENDING' } as const;
  const equal = (fieldPath: string) => ({ fieldPath, order: 'ASCENDING' }) as const;
  const index = (...fields: FirestoreIndex['fields']): FirestoreIndex => ({
    collectionGroup: AUDIT_COLLECTION,
    queryScope: 'COLLECTION',
    fields,
  });
  return [
    index(equal('kind'), at),
    index(equal('recordId'), at),
    index(equal('by.id'), at),
    index(equal('kind'), equal('recordId'), at),
    index(equal('kind'), equal('by.id'), at),
  ];
}
