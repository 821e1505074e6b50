import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  arrangeColumns,
  mayEditView,
  viewStateOf,
  type SavedView,
  type SavedViewDraft,
  type SavedViewList,
  type ViewColumn,
} from '../../../domain/saved-view/saved-view';
import { useSession, useUseCases } from '../../app-context';
import { savedViewKeys, savedViewQueries } from '../../queries/saved-view.queries';
import { notifyFailure } from '../notify-outcome';

type Search = Readonly<Record<string, unknown>> & { readonly view?: string | undefined };

export interface SavedViewsOptions<S extends Search> {
  readonly list: SavedViewList;
  /** The list's validated URL search; `view` names the open view. */
  readonly search: S;
  readonly onSearchChange: (next: S) => void;
  /** Every column the list can show, in its own order. */
  readonly columnIds: readonly string[];
}

const hasListState = (search: Search) =>
  Object.entries(search).some(([key, value]) => key !== 'view' && key !== 'page' && value !== undefined);

const sameColumns = (a: readonly ViewColumn[], b: readonly ViewColumn[]) =>
  a.length === b.length && a.every((c, i) => c.id === b[i]?.id && c.visible === b[i]?.visible);

/**
 * A list's saved views and columns. A view opens by its URL (`?view=<id>`): a URL that names only the view takes the
 * view's filters, sort and page size; one that also carries list state keeps it (a changed view, a reload). The
 * person's default view opens when the list is opened with nothing in its URL. Columns come from the open view, or
 * else from what the person last arranged in this browser; changes to an open view's columns wait for "Save".
 */
export function useSavedViews<S extends Search>({ list, search, onSearchChange, columnIds }: SavedViewsOptions<S>) {
  const intl = useIntl();
  const { views } = useUseCases();
  const session = useSession();
  const queryClient = useQueryClient();
  const personId = session?.userId ?? '';
  const actor = { id: personId, role: session?.role ?? 'user' } as const;
  const viewId = search.view;
  const menu = useQuery(savedViewQueries.menu(views, list));
  const opened = useQuery({ ...savedViewQueries.one(views, viewId ?? ''), enabled: viewId !== undefined });
  const active = viewId !== undefined && opened.data?.id === viewId ? opened.data : null;

  const go = (view: SavedView | null) => onSearchChange((view ? { ...view.state, view: view.id } : {}) as unknown as S);

  // A URL naming only a view takes the view's state once, when the view arrives.
  const applied = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!active || applied.current === active.id) return;
    applied.current = active.id;
    if (!hasListState(search) && Object.keys(active.state).length > 0) go(active);
  });
  // A view that is gone (or private to someone else) closes, saying so.
  useEffect(() => {
    if (viewId !== undefined && opened.isError) {
      notifyFailure(intl, opened.error);
      onSearchChange({ ...search, view: undefined });
    }
  }, [viewId, opened.isError]); // eslint-disable-line react-hooks/exhaustive-deps
  // The default view opens once, when the list was opened with nothing in its URL.
  const defaultChecked = useRef(hasListState(search) || viewId !== undefined);
  useEffect(() => {
    if (defaultChecked.current || !menu.data) return;
    defaultChecked.current = true;
    const chosen = menu.data.views.find((v) => v.id === menu.data.defaultId);
    if (chosen) go(chosen);
  });

  const [columnEdit, setColumnEdit] = useState<{ key: string; columns: ViewColumn[] } | null>(null);
  const editKey = active?.id ?? '';
  const stored = active ? active.columns : views.localColumns(personId, list);
  const savedColumns = arrangeColumns(columnIds, stored);
  const columns = columnEdit?.key === editKey ? columnEdit.columns : savedColumns;
  const setColumns = (next: ViewColumn[]) => {
    setColumnEdit({ key: editKey, columns: next });
    if (!active) views.saveLocalColumns(personId, list, next);
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all });
  const draftOf = (name: string, shared: boolean): SavedViewDraft => ({
    list,
    name,
    shared,
    state: viewStateOf(search),
    columns,
  });
  const run = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      notifyFailure(intl, error);
      return undefined;
    } finally {
      await refresh();
    }
  };

  return {
    menu: menu.data,
    active,
    canEdit: active !== null && mayEditView(actor, active),
    /** The open view's filters or columns differ from what it keeps. */
    changed:
      active !== null &&
      (!sameColumns(columns, arrangeColumns(columnIds, active.columns)) ||
        JSON.stringify(viewStateOf(search)) !== JSON.stringify(active.state)),
    columns,
    visibleColumns: columns.filter((c) => c.visible).map((c) => c.id),
    setColumns,
    resetColumns: () => setColumns(arrangeColumns(columnIds, null)),
    open: (view: SavedView | null) => {
      applied.current = view?.id;
      setColumnEdit(null);
      go(view);
    },
    /** Saves the list as it is now as a new view and opens it; true when saved. */
    saveAs: async (name: string, shared: boolean, asDefault: boolean) => {
      const view = await run(async () => {
        const created = await views.create(draftOf(name, shared));
        if (asDefault) await views.setDefault(list, created.id);
        return created;
      });
      if (!view) return false;
      queryClient.setQueryData(savedViewKeys.one(view.id), view);
      applied.current = view.id;
      setColumnEdit(null);
      onSearchChange({ ...search, view: view.id });
      return true;
    },
    /** Saves the open view's filters and columns as they are now. */
    saveChanges: async () => {
      if (!active) return;
      const saved = await run(() => views.update(active.id, draftOf(active.name, active.shared)));
      if (saved) {
        queryClient.setQueryData(savedViewKeys.one(saved.id), saved);
        setColumnEdit(null);
      }
    },
    remove: async (view: SavedView) => {
      await run(() => views.remove(view.id));
      if (view.id === viewId) onSearchChange({ ...search, view: undefined });
    },
    setDefault: (view: SavedView | null) => run(() => views.setDefault(list, view?.id ?? null)),
    mayEdit: (view: SavedView) => mayEditView(actor, view),
    personId,
  };
}

export type SavedViews = ReturnType<typeof useSavedViews>;
