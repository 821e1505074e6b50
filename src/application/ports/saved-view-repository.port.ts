import type { SavedView, SavedViewDraft, SavedViewList } from '../../domain/saved-view/saved-view';

/** The views of one list as a person sees them: their own first, then the shared ones; and their default. */
export interface SavedViewMenu {
  readonly views: readonly SavedView[];
  readonly defaultId: string | null;
}

/**
 * Saved views as the screens use them, always as the signed-in person. Failures are AppErrors: record.notFound for
 * a view that is gone or private to someone else, 'forbidden' view.notYours for an edit that is not the caller's to
 * make, record.invalid with field errors, view.tooMany past the limit per list.
 */
export interface SavedViewRepository {
  list(list: SavedViewList, signal?: AbortSignal): Promise<SavedViewMenu>;
  get(id: string, signal?: AbortSignal): Promise<SavedView>;
  create(draft: SavedViewDraft): Promise<SavedView>;
  update(id: string, draft: SavedViewDraft): Promise<SavedView>;
  remove(id: string): Promise<void>;
  setDefault(list: SavedViewList, viewId: string | null): Promise<void>;
}
