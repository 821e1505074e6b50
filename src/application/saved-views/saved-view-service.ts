import {
  isSavedViewList,
  mayEditView,
  mayReadView,
  maySetSharing,
  normalizeViewDraft,
  orderViews,
  savedViewErrors,
  VIEWS_PER_LIST_MAX,
  type SavedView,
  type SavedViewDraft,
  type SavedViewList,
} from '../../domain/saved-view/saved-view';
import type { Caller } from '../auth/caller';
import { refusals } from '../errors/refusals';
import type { Clock } from '../ports/clock.port';
import type { IdSource } from '../ports/security.port';
import type { SavedViewMenu } from '../ports/saved-view-repository.port';
import type { SavedViewStore } from '../ports/store/saved-view-store.port';

export interface SavedViewServiceDeps {
  readonly views: SavedViewStore;
  readonly clock: Clock;
  readonly ids: IdSource;
}

/** Saving, sharing, opening and removing the named views of the lists, and each person's default per list. */
export function makeSavedViewService({ views, clock, ids }: SavedViewServiceDeps) {
  const checkList = (list: string): SavedViewList => {
    if (!isSavedViewList(list)) throw refusals.invalid({ list: 'invalid' });
    return list;
  };
  const checked = (draft: SavedViewDraft): SavedViewDraft => {
    const errors = savedViewErrors(draft);
    if (Object.keys(errors).length > 0) throw refusals.invalid(errors);
    return normalizeViewDraft(draft);
  };
  /** The view if the caller reads it; one they may not read is as good as gone (no hint it exists). */
  const readable = async (caller: Caller, id: string): Promise<SavedView> => {
    const view = await views.get(id);
    if (!view || !mayReadView(caller, view)) throw refusals.notFound('view');
    return view;
  };
  const editable = async (caller: Caller, id: string): Promise<SavedView> => {
    const view = await readable(caller, id);
    if (!mayEditView(caller, view)) throw refusals.forbidden('view.notYours');
    return view;
  };

  return {
    async list(caller: Caller, list: SavedViewList): Promise<SavedViewMenu> {
      const visible = (await views.visible(checkList(list), caller.id)).filter((v) => mayReadView(caller, v));
      const chosen = await views.defaultOf(caller.id, list);
      return {
        views: orderViews(caller, visible),
        defaultId: chosen !== null && visible.some((v) => v.id === chosen) ? chosen : null,
      };
    },

    get: readable,

    async create(caller: Caller, draft: SavedViewDraft): Promise<SavedView> {
      const fields = checked(draft);
      const owned = (await views.visible(fields.list, caller.id)).filter((v) => v.ownerId === caller.id);
      if (owned.length >= VIEWS_PER_LIST_MAX) throw refusals.conflict('view.tooMany', { max: VIEWS_PER_LIST_MAX });
      const now = clock.now().toISOString();
      const view: SavedView = {
        ...fields,
        id: ids.newId('v'),
        ownerId: caller.id,
        ownerName: caller.name,
        createdAt: now,
        updatedAt: now,
      };
      await views.put(view);
      return view;
    },

    async update(caller: Caller, id: string, draft: SavedViewDraft): Promise<SavedView> {
      const fields = checked(draft);
      const view = await editable(caller, id);
      if (fields.list !== view.list) throw refusals.invalid({ list: 'invalid' });
      if (!maySetSharing(caller, view, fields.shared)) throw refusals.forbidden('view.notYours');
      const saved: SavedView = { ...view, ...fields, updatedAt: clock.now().toISOString() };
      await views.put(saved);
      return saved;
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await editable(caller, id);
      await views.remove(id);
    },

    async setDefault(caller: Caller, list: SavedViewList, viewId: string | null): Promise<void> {
      checkList(list);
      if (viewId !== null) {
        const view = await readable(caller, viewId);
        if (view.list !== list) throw refusals.invalid({ viewId: 'otherList' });
      }
      await views.setDefault(caller.id, list, viewId);
    },
  };
}

export type SavedViewService = ReturnType<typeof makeSavedViewService>;
