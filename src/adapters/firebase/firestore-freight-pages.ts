import {
  getDocs,
  limit,
  limitToLast,
  query,
  startAfter,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

type Snapshot = QueryDocumentSnapshot<DocumentData>;

/**
 * Page-number paging over an ordered query. The web SDKs have no offset, so the last document of
 * each page read is kept as a cursor: the next page starts after it (one page of reads). A page
 * with no cursor before it is reached from the nearest cursor or from the end of the list,
 * whichever is closer, reading the documents in between once. Cursors are kept for the few most
 * recent queries and dropped after every write of this adapter.
 */
export interface PageCursors {
  forQuery(key: string): Map<number, Snapshot>;
  clear(): void;
}

export function createPageCursors(maxQueries = 4): PageCursors {
  const byQuery = new Map<string, Map<number, Snapshot>>();
  return {
    forQuery(key) {
      const existing = byQuery.get(key);
      byQuery.delete(key);
      const cursors = existing ?? new Map<number, Snapshot>();
      byQuery.set(key, cursors);
      if (byQuery.size > maxQueries) byQuery.delete(byQuery.keys().next().value as string);
      return cursors;
    },
    clear: () => byQuery.clear(),
  };
}

export interface PagePosition {
  /** 1-based, already clamped to the page count. */
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

export async function readPage(ordered: Query, at: PagePosition, cursors: Map<number, Snapshot>): Promise<Snapshot[]> {
  const { page, pageSize, total } = at;
  const start = (page - 1) * pageSize;
  const known = Math.max(0, ...[...cursors.keys()].filter((p) => p < page));
  const skip = start - known * pageSize;
  const fromEnd = total - start;
  let docs: Snapshot[];
  if (skip > 0 && fromEnd > 0 && fromEnd < skip) {
    docs = (await getDocs(query(ordered, limitToLast(fromEnd)))).docs.slice(0, pageSize);
  } else {
    const after = known > 0 ? [startAfter(cursors.get(known) as Snapshot)] : [];
    docs = (await getDocs(query(ordered, ...after, limit(skip + pageSize)))).docs.slice(skip);
  }
  const last = docs[docs.length - 1];
  if (last && docs.length === pageSize) cursors.set(page, last);
  return docs;
}
