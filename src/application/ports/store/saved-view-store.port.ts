import type { SavedView, SavedViewList } from '../../../domain/saved-view/saved-view';

/**
 * Where saved views and each person's default view per list are kept. Views are not audited records: each write
 * stands alone (the last save wins), so the store needs no unit of work.
 */
export interface SavedViewStore {
  /** The views of one list that `personId` reads: their own and the shared ones, in any order. */
  visible(list: SavedViewList, personId: string): Promise<SavedView[]>;
  get(id: string): Promise<SavedView | null>;
  /** Inserts or replaces the whole view. */
  put(view: SavedView): Promise<void>;
  remove(id: string): Promise<void>;
  /** The id of the person's default view of the list, as last set (the view may since have gone). */
  defaultOf(personId: string, list: SavedViewList): Promise<string | null>;
  /** One default per person and list: setting one replaces the last; null clears it. */
  setDefault(personId: string, list: SavedViewList, viewId: string | null): Promise<void>;
}
