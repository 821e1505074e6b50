import { collection, getCount, getDocs, limit, query, where, type Firestore } from 'firebase/firestore/lite';
import type { FreightQueries } from '../../application/ports/store/freight-queries.port';
import {
  allMatchingFreight,
  createFreightIndex,
  queryFreight,
  type FreightIndex,
  type FreightListQuery,
} from '../../domain/freight/freight-query';
import { freightRowsPage } from '../../domain/freight/freight-row';
import { pageBounds, type SkippedDocuments } from '../../domain/shared/list-query';
import { guarded } from './firebase-errors';
import { firestoreDashboard } from './firestore-freight-dashboard';
import { FREIGHT_COLLECTION, freightRecordsOf } from './firestore-freight-document';
import { searchWords } from '../../domain/shared/word-search';
import { matchesWords } from './firestore-freight-search';
import { readPage, type PageCursors } from './firestore-freight-pages';
import { withSkipped } from './firestore-readers';
import { matchesArrayFilters, planFreightQuery } from './firestore-freight-query';

/**
 * Shipments outside a transaction. Lists run on the server where an index serves them (firestore-freight-query);
 * export reads every matching document and reuses the domain's functions; the dashboard is aggregation queries
 * (firestore-freight-dashboard); references to master data and staff are `count()` queries on the id arrays each
 * document keeps under `keys`.
 */
export function createFirestoreFreightQueries(db: Firestore, cursors: PageCursors): FreightQueries {
  const freight = collection(db, FREIGHT_COLLECTION);

  /**
   * Every record matching the query's words and the filters the domain's index does not know (the array filters),
   * indexed by the domain, which applies the other filters, the sort and the page.
   */
  const matching = async (q: FreightListQuery): Promise<{ index: FreightIndex; skipped: SkippedDocuments }> => {
    const words = searchWords(q.text);
    const lookUp = words.length > 1 ? await rarestWord(q, words) : undefined;
    const snaps = await getDocs(query(freight, ...planFreightQuery(q, lookUp).filters));
    const { records, skipped } = freightRecordsOf(snaps.docs);
    const index = createFreightIndex(records.filter((r) => matchesWords(r, words) && matchesArrayFilters(r, q)));
    return { index, skipped };
  };

  /**
   * The search word the fewest matching shipments hold, by a `count()` of each (billed a read per 1,000 counted): a
   * search of several words then reads the holders of its rarest word instead of its longest.
   */
  const rarestWord = async (q: FreightListQuery, words: readonly string[]): Promise<string> => {
    const counted = await Promise.all(
      [...new Set(words)].map(async (word) => {
        const holders = await getCount(query(freight, ...planFreightQuery(q, word).filters));
        return { word, count: holders.data().count };
      }),
    );
    return counted.reduce((rarest, next) => (next.count < rarest.count ? next : rarest)).word;
  };

  const referencing = (path: string, id: string) => query(freight, where(path, 'array-contains', id));

  const list: FreightQueries['list'] = (q) =>
    guarded(async () => {
      const plan = planFreightQuery(q);
      if (plan.kind === 'scan') {
        const { index, skipped } = await matching(q);
        const { items, total, page, pageCount } = queryFreight(index, { ...q, text: '' });
        return withSkipped({ items, total, page, pageCount }, skipped);
      }
      const ordered = query(freight, ...plan.filters, plan.order);
      const total = (await getCount(ordered)).data().count;
      const { page, pageCount, size: pageSize } = pageBounds(total, q.page, q.pageSize);
      const key = JSON.stringify([q.text, q.filters, q.sort, pageSize]);
      const docs = total === 0 ? [] : await readPage(ordered, { page, pageSize, total }, cursors.forQuery(key));
      const { records, skipped } = freightRecordsOf(docs);
      return withSkipped({ items: records, total, page, pageCount }, skipped);
    });
  return {
    list,
    rows: async (q) => freightRowsPage(await list(q)),
    ids: (q, max) =>
      guarded(async () =>
        allMatchingFreight((await matching(q)).index, { ...q, text: '' })
          .slice(0, Math.max(0, max))
          .map((record) => record.id),
      ),
    dashboard: (today) => guarded(() => firestoreDashboard(db, { today })),
    countReferencing: (reference) =>
      guarded(async () => {
        const counted =
          'contactId' in reference
            ? referencing('keys.partyIds', reference.contactId)
            : referencing('keys.productIds', reference.productId);
        return (await getCount(counted)).data().count;
      }),
    hasActivityBy: (userId) =>
      guarded(async () => !(await getDocs(query(referencing('keys.actorIds', userId), limit(1)))).empty),
  };
}
