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
import type { AuditEntry } from '../../domain/audit/audit-entry';
import { guarded } from './firebase-errors';
import type { FirestoreIndex } from './firestore-freight-query';

export const AUDIT_COLLECTION = 'audit';

/** An entry as stored (the document id is its id); a document that is not one is skipped. */
function toEntry(id: string, data: Record<string, unknown>): AuditEntry | null {
  const by = data.by as Record<string, unknown> | undefined;
  const wellFormed =
    typeof data.kind === 'string' &&
    typeof data.recordId === 'string' &&
    typeof data.at === 'string' &&
    typeof by?.id === 'string' &&
    Array.isArray(data.changes);
  // `savedAt` is the commit's server time, kept for the security rules, not part of the entry.
  const { savedAt: _savedAt, ...entry } = data;
  return wellFormed ? ({ ...entry, id } as unknown as AuditEntry) : null;
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
        const size = Math.max(1, Math.floor(pageSize));
        const pageCount = Math.max(1, Math.ceil(total / size));
        const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
        const docs = total === 0 ? [] : (await getDocs(query(ordered, limit(current * size)))).docs;
        const items = docs.slice((current - 1) * size).flatMap((snap) => toEntry(snap.id, snap.data()) ?? []);
        return { items, total, page: current, pageCount };
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
