/**
 * The one list query every list uses (freight, users, products, contacts): text search,
 * filters, sort and page over an index built once per record set.
 *
 * Speed comes from precomputing, not from cleverness per query: lower-cased, accent-folded
 * search keys, and for each sort field the record order sorted once (plain comparisons on
 * folded keys, no localeCompare). A refined search ('maer' -> 'maers') narrows the previous
 * match instead of scanning everything; the caller hands the previous match back explicitly.
 */
import { foldText } from './fold-text';
import { filterPredicate, type FilterScalar, type FilterValue, type Predicate } from './list-filter';
import {
  buildSortOrder,
  normaliseSortKey,
  sortedSlice,
  type SortDirection,
  type SortKey,
  type SortOrder,
} from './list-sort-order';

export { foldText };
export type { FilterScalar, FilterValue, RangeFilter } from './list-filter';
export type { SortDirection, SortKey } from './list-sort-order';

export interface ListSort<S extends string = string> {
  readonly field: S;
  readonly direction: SortDirection;
}

export interface ListQuery<S extends string = string, F extends string = string> {
  readonly text: string;
  readonly filters: Partial<Record<F, FilterValue | null | undefined>>;
  readonly sort: ListSort<S> | null;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

export interface ListPage<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  /** Stored documents a reader left out because they are not records (a store that can hold such documents). */
  readonly skipped?: SkippedDocuments;
}

export interface SkippedDocuments {
  readonly count: number;
  /** The first ids of them (at most MAX_SKIPPED_IDS). */
  readonly ids: readonly string[];
}

export const MAX_SKIPPED_IDS = 20;

export interface ListIndexConfig<T, S extends string, F extends string> {
  readonly searchText: (record: T) => string;
  readonly sortKeys: Record<S, (record: T) => SortKey>;
  readonly filterKeys?: Record<F, (record: T) => FilterScalar | null>;
}

/** The records matching a text and filters, in record order; pass it back to refine the next search. */
export interface ListMatch {
  readonly text: string;
  readonly filterKey: string;
  readonly indices: Int32Array;
}

export interface ListIndex<T, S extends string, F extends string> {
  readonly size: number;
  readonly records: readonly T[];
  match(text: string, filters: ListQuery<S, F>['filters'], previous?: ListMatch | null): ListMatch;
  page(match: ListMatch, sort: ListSort<S> | null, page: number, pageSize: number): ListPage<T>;
  run(query: ListQuery<S, F>, previous?: ListMatch | null): ListPage<T> & { readonly match: ListMatch };
}

function normaliseSearch(text: string): string {
  return foldText(text).replace(/\s+/g, ' ').trimStart();
}

export function createListIndex<T, S extends string, F extends string = never>(
  records: readonly T[],
  config: ListIndexConfig<T, S, F>,
): ListIndex<T, S, F> {
  const n = records.length;
  // Each part of the index is built the first time a query needs it (a list opened unsearched and sorted by one
  // field pays for that field only), then kept: the records of an index never change.
  // All keys joined by a newline (never inside a key or a search word), with each key's start offset; a record's
  // key is read back as its slice of the joined text (not kept a second time).
  let search: { haystack: string; starts: Int32Array } | null = null;
  const searchIndex = () => {
    if (search) return search;
    const starts = new Int32Array(n + 1);
    const keys: string[] = new Array<string>(n);
    let offset = 0;
    for (let i = 0; i < n; i += 1) {
      const key = foldText(config.searchText(records[i] as T)).replace(/\n/g, ' ');
      keys[i] = key;
      starts[i] = offset;
      offset += key.length + 1;
    }
    starts[n] = offset;
    search = { haystack: keys.join('\n'), starts };
    return search;
  };
  const sortOrders = new Map<S, SortOrder>();
  const sortOrder = (field: S): SortOrder | undefined => {
    const built = sortOrders.get(field);
    if (built) return built;
    const key = config.sortKeys[field] as ((record: T) => SortKey) | undefined;
    if (!key) return undefined;
    const order = buildSortOrder(records.map((r) => normaliseSortKey(key(r))));
    sortOrders.set(field, order);
    return order;
  };
  const filterKeys = config.filterKeys;
  const filterFields = (filterKeys ? Object.keys(filterKeys) : []) as F[];
  const filterValues = new Map<F, (FilterScalar | null)[]>();
  const filterValuesOf = (field: F): (FilterScalar | null)[] => {
    let values = filterValues.get(field);
    if (!values) {
      const key = (filterKeys as Record<F, (record: T) => FilterScalar | null>)[field];
      values = records.map((r) => key(r));
      filterValues.set(field, values);
    }
    return values;
  };

  function activePredicates(filters: ListQuery<S, F>['filters']): { key: string; predicates: Predicate[] } {
    const predicates: Predicate[] = [];
    const parts: string[] = [];
    for (const field of [...filterFields].sort()) {
      const filter = filters[field];
      if (filter === undefined || filter === null) continue;
      const predicate = filterPredicate(filterValuesOf(field), filter);
      if (!predicate) continue;
      predicates.push(predicate);
      parts.push(`${field}=${JSON.stringify(filter)}`);
    }
    return { key: parts.join('&'), predicates };
  }

  function match(text: string, filters: ListQuery<S, F>['filters'], previous?: ListMatch | null): ListMatch {
    const search = normaliseSearch(text);
    const { key: filterKey, predicates } = activePredicates(filters);
    if (previous && previous.filterKey === filterKey && search === previous.text) return previous;
    const tokens = search.split(' ').filter((t) => t !== '');
    const narrowing = previous && previous.filterKey === filterKey && search.startsWith(previous.text);
    const indices = narrowing
      ? narrow(previous.indices, tokens)
      : tokens.length > 0
        ? scanHaystack(tokens, predicates)
        : scanAll(predicates);
    return { text: search, filterKey, indices };
  }

  function matchesTokens(i: number, tokens: readonly string[]): boolean {
    if (tokens.length === 0) return true;
    const { haystack, starts } = searchIndex();
    const key = haystack.slice(starts[i] as number, (starts[i + 1] as number) - 1);
    for (const token of tokens) if (!key.includes(token)) return false;
    return true;
  }

  function passes(i: number, predicates: readonly Predicate[]): boolean {
    for (const predicate of predicates) if (!predicate(i)) return false;
    return true;
  }

  // The previous match already satisfied the filters, so only the text is checked again.
  function narrow(source: Int32Array, tokens: readonly string[]): Int32Array {
    const out = new Int32Array(source.length);
    let count = 0;
    for (const i of source) if (matchesTokens(i, tokens)) out[count++] = i;
    return out.slice(0, count);
  }

  function scanAll(predicates: readonly Predicate[]): Int32Array {
    const out = new Int32Array(n);
    let count = 0;
    for (let i = 0; i < n; i += 1) if (passes(i, predicates)) out[count++] = i;
    return out.slice(0, count);
  }

  // A full search jumps between occurrences of the longest word in one joined string (native indexOf)
  // instead of testing every record, then checks the other words and filters on the hits only.
  function scanHaystack(tokens: readonly string[], predicates: readonly Predicate[]): Int32Array {
    const longest = tokens.reduce((a, b) => (b.length > a.length ? b : a));
    const others = tokens.filter((t) => t !== longest);
    const { haystack, starts } = searchIndex();
    const out = new Int32Array(n);
    let count = 0;
    let record = 0;
    let pos = haystack.indexOf(longest);
    while (pos !== -1) {
      while ((starts[record + 1] as number) <= pos) record += 1;
      if (matchesTokens(record, others) && passes(record, predicates)) out[count++] = record;
      pos = haystack.indexOf(longest, starts[record + 1] as number);
    }
    return out.slice(0, count);
  }

  function page(found: ListMatch, sort: ListSort<S> | null, pageNumber: number, pageSize: number): ListPage<T> {
    const total = found.indices.length;
    const { page: current, pageCount, start, end } = pageBounds(total, pageNumber, pageSize);
    const order = sort ? sortOrder(sort.field) : undefined;
    const picked = order
      ? sortedSlice(found.indices, order, sort?.direction ?? 'asc', start, end, n)
      : found.indices.subarray(start, end);
    const items = Array.from(picked, (i) => records[i] as T);
    return { items, total, page: current, pageCount };
  }

  return {
    size: n,
    records,
    match,
    page,
    run(query, previous) {
      const found = match(query.text, query.filters, previous);
      return { ...page(found, query.sort, query.page, query.pageSize), match: found };
    },
  };
}

/**
 * Where page `pageNumber` of `total` matches starts and ends ([start, end)), the page clamped to those there are
 * (the last one past the end, the first one before it), how many pages there are (at least one) and their size:
 * every list pages by this, whichever store answers it.
 */
export function pageBounds(
  total: number,
  pageNumber: number,
  pageSize: number,
): {
  readonly page: number;
  readonly pageCount: number;
  readonly size: number;
  readonly start: number;
  readonly end: number;
} {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(pageNumber) || 1), pageCount);
  const start = (page - 1) * size;
  return { page, pageCount, size, start, end: Math.min(start + size, total) };
}

/** True when the query has no words and no filter that narrows anything: every record matches it. */
export function asksForEverything<S extends string, F extends string>(query: ListQuery<S, F>): boolean {
  if (normaliseSearch(query.text) !== '') return false;
  return Object.values<FilterValue | null | undefined>(query.filters).every(
    (filter) => filter === undefined || filter === null || filterPredicate([], filter) === null,
  );
}

/** A list's `active` filter as a URL or a query carries it ('true', 'false' or a boolean); null when absent. */
export function activeFilterOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  return value === 'true' ? true : value === 'false' ? false : null;
}
