import { queryOptions } from '@tanstack/react-query';
import type { SavedViewUseCases } from '../../application/saved-views/saved-view.use-cases';
import type { SavedViewList } from '../../domain/saved-view/saved-view';

/** Saved views as server state: a list's menu (views and the person's default) and each view. */
export const savedViewKeys = {
  all: ['views'] as const,
  menu: (list: SavedViewList) => ['views', 'menu', list] as const,
  one: (id: string) => ['views', 'one', id] as const,
};

export const savedViewQueries = {
  menu: (views: SavedViewUseCases, list: SavedViewList) =>
    queryOptions({ queryKey: savedViewKeys.menu(list), queryFn: ({ signal }) => views.list(list, signal) }),
  one: (views: SavedViewUseCases, id: string) =>
    queryOptions({ queryKey: savedViewKeys.one(id), queryFn: ({ signal }) => views.get(id, signal), retry: false }),
};
