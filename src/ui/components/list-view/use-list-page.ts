import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ListPage, ListQuery } from '../../../domain/shared/list-query';
import type { ListFilterSchema, ListSearch, ListSearchDefinition } from './list-search';

type Filters = Readonly<Record<string, ListFilterSchema>>;

/** The cache entry of one page of a list: what the resource's `queryOptions` factory gives for a query. */
export type ListPageQuery<T> = UseQueryOptions<ListPage<T>, Error, ListPage<T>, QueryKey>;

export interface ListPageOptions<T, S extends string, F extends Filters> {
  readonly definition: ListSearchDefinition<S, F>;
  /** The validated URL search of the list route. */
  readonly search: ListSearch<S, F>;
  /** Writes the next search into the URL. */
  readonly onSearchChange: (next: ListSearch<S, F>) => void;
  readonly pageQuery: (query: ListQuery<S, keyof F & string>) => ListPageQuery<T>;
}

/**
 * A list screen's state and data: the URL's search as a query, its page from the cache (the
 * previous page stays on screen while the next one loads), and the changes a list makes to its
 * URL. A change of search, filter, sort or page size starts again at page 1.
 */
export function useListPage<T, S extends string, F extends Filters>(options: ListPageOptions<T, S, F>) {
  const { definition, search, onSearchChange } = options;
  const query = definition.toQuery(search);
  const page = useQuery({ ...options.pageQuery(query), placeholderData: keepPreviousData });
  const change = (patch: Partial<ListSearch<S, F>>) =>
    onSearchChange(definition.compact({ ...search, page: undefined, ...patch } as ListSearch<S, F>));
  return {
    query,
    page,
    change,
    setPage: (next: number) => onSearchChange(definition.compact({ ...search, page: next })),
    setPageSize: (pageSize: number) => change({ pageSize } as Partial<ListSearch<S, F>>),
    toggleSort: (field: S) =>
      change({
        sort: field,
        dir: query.sort?.field === field && query.sort.direction === 'asc' ? 'desc' : 'asc',
      } as Partial<ListSearch<S, F>>),
  };
}
