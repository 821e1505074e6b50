import type { ListQuery } from '../../../domain/shared/list-query';
import { COUNTRY_CODES } from '../../../domain/shared/country-codes';
import { isRecordId } from '../../../domain/shared/record-id';

/** One set of page sizes for every list. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** How one filter travels in the URL: one value of a set, any of a set, free text, or an ISO date. */
export type ListFilterSchema =
  | { readonly kind: 'oneOf'; readonly values: readonly string[] }
  | { readonly kind: 'anyOf'; readonly values: readonly string[] }
  | { readonly kind: 'text'; readonly maxLength: number }
  | { readonly kind: 'isoDate' };

const oneOfFilter = <V extends string>(values: readonly V[]) => ({ kind: 'oneOf', values }) as const;

export const listFilter = {
  oneOf: oneOfFilter,
  anyOf: <V extends string>(values: readonly V[]) => ({ kind: 'anyOf', values }) as const,
  text: (maxLength = 40) => ({ kind: 'text', maxLength }) as const,
  isoDate: () => ({ kind: 'isoDate' }) as const,
  /** One ISO 3166-1 alpha-2 country code. */
  country: () => oneOfFilter(COUNTRY_CODES),
  /** Yes or no (`?active=true|false`). */
  flag: () => oneOfFilter(['true', 'false'] as const),
};

type FilterParam<D> = D extends { kind: 'oneOf'; values: readonly (infer V)[] }
  ? V
  : D extends { kind: 'anyOf'; values: readonly (infer V)[] }
    ? readonly V[]
    : string;

export type ListFilters = Readonly<Record<string, ListFilterSchema>>;

/**
 * A list's state as the URL holds it (?q=&page=&pageSize=&sort=&dir=&<filter>=), every key optional; `view` names
 * the saved view the list was opened from.
 */
export type ListSearch<S extends string, F extends ListFilters> = {
  readonly view?: string;
  readonly q?: string;
  readonly page?: number;
  readonly pageSize?: number;
  readonly sort?: S;
  readonly dir?: 'asc' | 'desc';
} & { readonly [K in keyof F]?: FilterParam<F[K]> };

export interface ListSearchSchema<S extends string, F extends ListFilters> {
  readonly sortFields: readonly S[];
  /** The order of a list whose URL names none. */
  readonly defaultSort: { readonly field: S; readonly direction: 'asc' | 'desc' } | null;
  readonly filters: F;
}

/** What a list route and its screen share: the URL validator and the query a URL stands for. */
export interface ListSearchDefinition<S extends string, F extends ListFilters> {
  readonly schema: ListSearchSchema<S, F>;
  /** The route's `validateSearch`: anything malformed or unknown is dropped, so an old or edited link still opens. */
  validate(raw: Record<string, unknown>): ListSearch<S, F>;
  /** The search with defaults left out, as the URL should show it. */
  compact(search: ListSearch<S, F>): ListSearch<S, F>;
  toQuery(search: ListSearch<S, F>): ListQuery<S, keyof F & string>;
}

/** The router reads `?q=123` as a number and `?active=true` as a boolean: text params take them back as text. */
function asText(value: unknown, maxLength: number): string | undefined {
  const text =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  return text !== '' && text.length <= maxLength ? text : undefined;
}

function oneOf<V extends string>(value: unknown, values: readonly V[]): V | undefined {
  const text = asText(value, 100);
  return values.find((v) => v === text);
}

function wholeNumber(value: unknown, accept: (n: number) => boolean): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && accept(n) ? n : undefined;
}

function filterParam(filter: ListFilterSchema, value: unknown): unknown {
  switch (filter.kind) {
    case 'oneOf':
      return oneOf(value, filter.values);
    case 'text':
      return asText(value, filter.maxLength);
    case 'isoDate': {
      const text = asText(value, 10);
      return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
    }
    case 'anyOf': {
      const picked = (Array.isArray(value) ? value : [value]).map((v) => oneOf(v, filter.values));
      const values = [...new Set(picked.filter((v) => v !== undefined))];
      return values.length > 0 ? values : undefined;
    }
  }
}

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export function defineListSearch<S extends string, F extends ListFilters>(
  schema: ListSearchSchema<S, F>,
): ListSearchDefinition<S, F> {
  const compact = (search: ListSearch<S, F>): ListSearch<S, F> => {
    const out: Record<string, unknown> = {
      ...search,
      page: search.page && search.page > 1 ? search.page : undefined,
      pageSize: search.pageSize === DEFAULT_PAGE_SIZE ? undefined : search.pageSize,
      dir: search.sort ? search.dir : undefined,
    };
    return Object.fromEntries(Object.entries(out).filter(([, v]) => !isEmpty(v))) as ListSearch<S, F>;
  };
  return {
    schema,
    validate(raw) {
      const view = asText(raw.view, 128);
      const search: Record<string, unknown> = {
        view: view && isRecordId(view) ? view : undefined,
        q: asText(raw.q, 200),
        page: wholeNumber(raw.page, (n) => n >= 1 && n <= 100_000),
        pageSize: wholeNumber(raw.pageSize, (n) => (PAGE_SIZES as readonly number[]).includes(n)),
        sort: oneOf(raw.sort, schema.sortFields),
        dir: oneOf(raw.dir, ['asc', 'desc'] as const),
      };
      for (const [name, filter] of Object.entries(schema.filters)) search[name] = filterParam(filter, raw[name]);
      // Every key is there, undefined when dropped: the router lays the result over the raw URL values.
      const kept = compact(search as ListSearch<S, F>) as Record<string, unknown>;
      return Object.fromEntries(Object.keys(search).map((key) => [key, kept[key]])) as ListSearch<S, F>;
    },
    compact,
    toQuery(search) {
      const filters: Record<string, unknown> = {};
      for (const name of Object.keys(schema.filters)) {
        const value = (search as Record<string, unknown>)[name];
        if (!isEmpty(value)) filters[name] = value;
      }
      const sort = search.sort ? { field: search.sort, direction: search.dir ?? 'asc' } : (schema.defaultSort ?? null);
      return {
        text: search.q ?? '',
        filters: filters as ListQuery<S, keyof F & string>['filters'],
        sort,
        page: search.page ?? 1,
        pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
      };
    },
  };
}
