import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import type { SavedViewStore } from '../../application/ports/store/saved-view-store.port';
import { SAVED_VIEW_LISTS, type SavedView } from '../../domain/saved-view/saved-view';
import { isRecordId } from '../../domain/shared/record-id';
import { guarded } from './firebase-errors';
import { decodeAll } from './firestore-readers';

export const VIEWS_COLLECTION = 'views';
export const VIEW_DEFAULTS_COLLECTION = 'viewDefaults';

/** What a stored view document must be to be read as a view (the document id is its id). */
const storedView = z.object({
  list: z.enum(SAVED_VIEW_LISTS),
  name: z.string(),
  shared: z.boolean(),
  state: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
  columns: z.array(z.object({ id: z.string(), visible: z.boolean() })),
  ownerId: z.string(),
  ownerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

function toView(id: string, data: DocumentData): SavedView | null {
  const parsed = z.safeParse(storedView, data);
  return parsed.success ? { ...parsed.data, id } : null;
}

/**
 * Saved views in `views/{id}` (the security rules let staff read their own and the shared ones, so each list is
 * read with two queries the rules can allow), and each person's default per list in `viewDefaults/{person}:{list}`.
 */
export function createFirestoreSavedViewStore(db: Firestore): SavedViewStore {
  const views = collection(db, VIEWS_COLLECTION);
  const defaultRef = (personId: string, list: string) => doc(db, VIEW_DEFAULTS_COLLECTION, `${personId}:${list}`);
  return {
    visible: (list, personId) =>
      guarded(async () => {
        const [own, shared] = await Promise.all([
          getDocs(query(views, where('list', '==', list), where('ownerId', '==', personId))),
          getDocs(query(views, where('list', '==', list), where('shared', '==', true))),
        ]);
        const byId = new Map<string, SavedView>();
        for (const view of decodeAll(VIEWS_COLLECTION, [...own.docs, ...shared.docs], toView).records) {
          byId.set(view.id, view);
        }
        return [...byId.values()];
      }),
    get: (id) =>
      guarded(async () => {
        if (!isRecordId(id)) return null;
        // The rules refuse to read another person's private view: for the caller it is not there.
        const snap = await getDoc(doc(views, id)).catch((error: unknown) => {
          if ((error as { code?: unknown } | null)?.code === 'permission-denied') return null;
          throw error;
        });
        return snap?.exists() ? toView(snap.id, snap.data()) : null;
      }),
    put: (view) =>
      guarded(async () => {
        const { id, ...fields } = view;
        await setDoc(doc(views, id), fields);
      }),
    remove: (id) => guarded(() => deleteDoc(doc(views, id))),
    defaultOf: (personId, list) =>
      guarded(async () => {
        const snap = await getDoc(defaultRef(personId, list));
        const viewId: unknown = snap.exists() ? snap.data().viewId : null;
        return typeof viewId === 'string' ? viewId : null;
      }),
    setDefault: (personId, list, viewId) =>
      guarded(() =>
        viewId === null
          ? deleteDoc(defaultRef(personId, list))
          : setDoc(defaultRef(personId, list), { person: personId, list, viewId }),
      ),
  };
}
