import * as z from 'zod/mini';
import type { ListQuery } from '../../../domain/shared/list-query';

/**
 * A list's state in the URL (?q=&page=&size=&sort=&dir=&<filter>=), validated: anything unknown or
 * malformed is dropped, so a hand-edited or stale link still opens a working list.
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListSearch<S extends string = string, F extends string = string> {
  readonly q?: string | undefined;
  readonly page?: number | undefined;
  readonly size?: number | undefined;
  readonly sort?: S | undefined;
  readonly dir?: 'asc' | 'desc' | undefined;
  readonly filters?: Partial<Record<F, string>> | undefined;
}

export interface ListSearchSpec<S extends string, F extends string> {
  readonly sortFields: readonly S[];
  /** Allowed values per filter; `null` accepts any short text (e.g. a country code). */
  readonly filters: Readonly<Record<F, readonly string[] | null>>;
}

const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** The `validateSearch` of a list route. Filters travel flat in the URL (?role=shipper). */
export function listSearchValidator<S extends string, F extends string>(spec: ListSearchSpec<S, F>) {
  const filterSchemas = Object.fromEntries(
    (Object.entries(spec.filters) as [F, readonly string[] | null][]).map(([name, values]) => [
      name,
      optional(values ? z.enum(values as [string, ...string[]]) : z.string().check(z.maxLength(40))),
    ]),
  );
  const schema = z.object({
    q: optional(z.string().check(z.maxLength(200))),
    page: optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
    size: optional(
      z.coerce.number().check(
        z.int(),
        z.refine((n) => (PAGE_SIZES as readonly number[]).includes(n)),
      ),
    ),
    sort: optional(z.enum(spec.sortFields as unknown as [S, ...S[]])),
    dir: optional(z.enum(['asc', 'desc'])),
    ...filterSchemas,
  });
  return (raw: Record<string, unknown>): FlatListSearch => {
    const parsed = z.parse(schema, raw) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && v !== '')) as FlatListSearch;
  };
}

/** What the router stores: the flat form. */
export type FlatListSearch = Readonly<Record<string, string | number | undefined>>;

export function fromFlat<S extends string, F extends string>(
  flat: FlatListSearch,
  spec: ListSearchSpec<S, F>,
): ListSearch<S, F> {
  const filters: Partial<Record<F, string>> = {};
  for (const name of Object.keys(spec.filters) as F[]) {
    const value = flat[name];
    if (typeof value === 'string' && value !== '') filters[name] = value;
  }
  return {
    q: typeof flat.q === 'string' ? flat.q : undefined,
    page: typeof flat.page === 'number' ? flat.page : undefined,
    size: typeof flat.size === 'number' ? flat.size : undefined,
    sort:
      typeof flat.sort === 'string' && (spec.sortFields as readonly string[]).includes(flat.sort)
        ? (flat.sort as S)
        : undefined,
    dir: flat.dir === 'desc' ? 'desc' : flat.dir === 'asc' ? 'asc' : undefined,
    filters,
  };
}

export function toFlat<S extends string, F extends string>(search: ListSearch<S, F>): FlatListSearch {
  const out: Record<string, string | number | undefined> = {
    q: search.q || undefined,
    page: search.page && search.page > 1 ? search.page : undefined,
    size: search.size && search.size !== DEFAULT_PAGE_SIZE ? search.size : undefined,
    sort: search.sort,
    dir: search.sort ? search.dir : undefined,
  };
  for (const [name, value] of Object.entries(search.filters ?? {}) as [string, string | undefined][])
    out[name] = value || undefined;
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

export function toListQuery<S extends string, F extends string>(
  search: ListSearch<S, F>,
  defaultSort: S | null,
): ListQuery<S, F> {
  const field = search.sort ?? defaultSort;
  return {
    text: search.q ?? '',
    filters: { ...(search.filters ?? {}) } as ListQuery<S, F>['filters'],
    sort: field ? { field, direction: search.dir ?? 'asc' } : null,
    page: search.page ?? 1,
    pageSize: search.size ?? DEFAULT_PAGE_SIZE,
  };
}
