import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  query,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type { Clock } from '../../application/ports/clock.port';
import type { FreightRepository } from '../../application/ports/freight-repository.port';
import { freightToCsv } from '../../domain/freight/freight-csv';
import { freightDashboard } from '../../domain/freight/freight-dashboard';
import {
  allMatchingFreight,
  createFreightIndex,
  queryFreight,
  type FreightIndex,
  type FreightListQuery,
} from '../../domain/freight/freight-query';
import type { FreightRecord } from '../../domain/freight/freight-record';
import type { FirebaseServices } from './firebase-app';
import { FREIGHT_COLLECTION, fromStored, matchesWords, searchWords } from './firestore-freight-document';
import { createPageCursors, readPage } from './firestore-freight-pages';
import { planFreightQuery } from './firestore-freight-query';
import {
  createInTransaction,
  currentActor,
  shipmentNotFound,
  transitionInTransaction,
  transitionRefused,
  updateInTransaction,
  type WriteContext,
} from './firestore-freight-writes';
import { guarded, singleFlight } from './firestore-master-data';

/**
 * Shipments in the `freight` collection (see firestore-freight-document.ts for the stored shape).
 * Lists run on the server where an index serves them (firestore-freight-query.ts); export and the
 * dashboard read every matching record and reuse the domain functions. Uses Firestore Lite, which
 * works beside the in-browser mock server (see firebase-app.ts).
 */
export function createFirestoreFreightRepository(
  firebase: Pick<FirebaseServices, 'auth' | 'liteDb'>,
  clock: Clock,
): FreightRepository {
  const db = firebase.liteDb;
  const freight = collection(db, FREIGHT_COLLECTION);
  const cursors = createPageCursors();
  const once = singleFlight<FreightRecord>();
  const toRecord = (snap: QueryDocumentSnapshot<DocumentData>) => fromStored(snap.id, snap.data());

  const writing = async <T>(work: (context: WriteContext) => Promise<T>): Promise<T> =>
    guarded(async () => {
      const actor = await currentActor(firebase.auth, db);
      const result = await work({ db, actor, at: clock.now().toISOString() });
      cursors.clear();
      return result;
    });

  /** Every record matching the query's filters and words, indexed by the domain for sorting and paging. */
  const matching = async (q: FreightListQuery): Promise<FreightIndex> => {
    const words = searchWords(q.text);
    const snaps = await getDocs(query(freight, ...planFreightQuery(q).filters));
    return createFreightIndex(snaps.docs.map(toRecord).filter((record) => matchesWords(record, words)));
  };

  const validId = (id: string) => id !== '' && !id.includes('/');

  return {
    list: (q) =>
      guarded(async () => {
        const plan = planFreightQuery(q);
        if (plan.kind === 'scan') {
          const { items, total, page, pageCount } = queryFreight(await matching(q), { ...q, text: '' });
          return { items, total, page, pageCount };
        }
        const ordered = query(freight, ...plan.filters, plan.order);
        const total = (await getCount(ordered)).data().count;
        const pageSize = Math.max(1, Math.floor(q.pageSize));
        const pageCount = Math.max(1, Math.ceil(total / pageSize));
        const page = Math.min(Math.max(1, Math.floor(q.page) || 1), pageCount);
        const key = JSON.stringify([q.text, q.filters, q.sort, pageSize]);
        const docs = total === 0 ? [] : await readPage(ordered, { page, pageSize, total }, cursors.forQuery(key));
        return { items: docs.map(toRecord), total, page, pageCount };
      }),
    exportCsv: (q) =>
      guarded(async () => {
        const records = allMatchingFreight(await matching(q), { ...q, text: '' });
        return { csv: freightToCsv(records), count: records.length };
      }),
    get: (id) =>
      guarded(async () => {
        const snap = validId(id) ? await getDoc(doc(freight, id)) : null;
        if (!snap?.exists()) throw shipmentNotFound();
        return fromStored(snap.id, snap.data());
      }),
    create: (input, options = {}) =>
      once(options.requestId, () => writing((context) => createInTransaction(context, input, options.requestId))),
    update: (id, input, options = {}) =>
      validId(id)
        ? writing((context) => updateInTransaction(context, id, input, options.expectedUpdatedAt))
        : Promise.reject(shipmentNotFound()),
    transition: (id, action) =>
      writing(async (context) => {
        const outcome = validId(id)
          ? await transitionInTransaction(context, id, action)
          : { ok: false as const, code: 'notFound' };
        if (!outcome.ok) throw transitionRefused(outcome.code);
        return outcome.record;
      }),
    transitionMany: (ids, action) =>
      writing(async (context) => {
        const outcomes = await Promise.all(
          ids.map((id) =>
            validId(id)
              ? transitionInTransaction(context, id, action)
              : { ok: false as const, code: 'notFound', reference: '' },
          ),
        );
        return {
          updated: outcomes.flatMap((o) => (o.ok ? [o.record] : [])),
          refused: outcomes.flatMap((o, i) =>
            o.ok ? [] : [{ id: ids[i] as string, reference: o.reference, code: o.code }],
          ),
        };
      }),
    dashboard: (today) => guarded(async () => freightDashboard((await getDocs(freight)).docs.map(toRecord), { today })),
  };
}
