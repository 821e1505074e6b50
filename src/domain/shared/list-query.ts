/**
 * The one list query every list uses (freight, users, products, contacts): text search,
 * filters, sort and page over an index built once per record set.
 *
 * Speed comes from precomputing, not from cleverness per query: lower-cased, accent-folded
 * search keys, and for each sort field the record order sorted once (plain comparisons on
 * folded keys, no localeCompare). A refined search ('maer' -> 'maers') narrows the previous
 * match instead of scanning everything; the caller hands the previous match back explicitly.
 */
export type SortDirection = 'asc' | 'desc';
export type SortKey = number | string | null;
export type FilterScalar = string | number | boolean;

export interface ListSort<S extends string = string> {
  readonly field: S;
  readonly direction: SortDirection;
}

export interface RangeFilter {
  readonly from?: string | number | null;
  readonly to?: string | number | null;
}

/** A scalar means equality, a list means "any of" (empty list = no filter), a range is inclusive. */
export type FilterValue = FilterScalar | readonly FilterScalar[] | RangeFilter;

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

const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function foldText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

function normaliseSearch(text: string): string {
  return foldText(text).replace(/\s+/g, ' ').trimStart();
}

interface SortOrder {
  readonly order: Int32Array;
  readonly rank: Int32Array;
  readonly nonNull: number;
}

function buildSortOrder(keys: readonly SortKey[]): SortOrder {
  const n = keys.length;
  const order = new Int32Array(n);
  for (let i = 0; i < n; i += 1) order[i] = i;
  order.sort((a, b) => {
    const ka = keys[a] ?? null;
    const kb = keys[b] ?? null;
    if (ka === kb) return a - b;
    if (ka === null) return 1;
    if (kb === null) return -1;
    return ka < kb ? -1 : ka > kb ? 1 : a - b;
  });
  const rank = new Int32Array(n);
  let nonNull = 0;
  for (let pos = 0; pos < n; pos += 1) {
    const i = order[pos] as number;
    rank[i] = pos;
    if (keys[i] !== null && keys[i] !== undefined) nonNull += 1;
  }
  return { order, rank, nonNull };
}

type Predicate = (i: number) => boolean;

function filterPredicate(values: readonly (FilterScalar | null)[], filter: FilterValue): Predicate | null {
  if (Array.isArray(filter)) {
    if (filter.length === 0) return null;
    const wanted = new Set<FilterScalar>(filter);
    return (i) => wanted.has(values[i] as FilterScalar);
  }
  if (typeof filter === 'object') {
    const { from, to } = filter as RangeFilter;
    const hasFrom = from !== undefined && from !== null && from !== '';
    const hasTo = to !== undefined && to !== null && to !== '';
    if (!hasFrom && !hasTo) return null;
    return (i) => {
      const v = values[i];
      if (v === null || v === undefined || typeof v === 'boolean') return false;
      return (!hasFrom || v >= (from as string | number)) && (!hasTo || v <= (to as string | number));
    };
  }
  if (filter === '') return null;
  return (i) => values[i] === filter;
}

export function createListIndex<T, S extends string, F extends string = never>(
  records: readonly T[],
  config: ListIndexConfig<T, S, F>,
): ListIndex<T, S, F> {
  const n = records.length;
  const searchKeys = records.map((r) => foldText(config.searchText(r)).replace(/\n/g, ' '));
  // All keys joined by a newline (never inside a key or a search word), with each key's start offset.
  const haystack = searchKeys.join('\n');
  const starts = new Int32Array(n + 1);
  for (let i = 0, offset = 0; i < n; i += 1) {
    starts[i] = offset;
    offset += (searchKeys[i] as string).length + 1;
  }
  starts[n] = haystack.length + 1;
  const sortOrders = new Map<S, SortOrder>();
  for (const field of Object.keys(config.sortKeys) as S[]) {
    const key = config.sortKeys[field];
    sortOrders.set(field, buildSortOrder(records.map((r) => normaliseSortKey(key(r)))));
  }
  const filterValues = new Map<F, (FilterScalar | null)[]>();
  const filterKeys = config.filterKeys;
  if (filterKeys) {
    for (const field of Object.keys(filterKeys) as F[])
      filterValues.set(
        field,
        records.map((r) => filterKeys[field](r)),
      );
  }

  function activePredicates(filters: ListQuery<S, F>['filters']): { key: string; predicates: Predicate[] } {
    const predicates: Predicate[] = [];
    const parts: string[] = [];
    for (const field of [...filterValues.keys()].sort()) {
      const filter = filters[field];
      if (filter === undefined || filter === null) continue;
      const predicate = filterPredicate(filterValues.get(field) ?? [], filter);
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
    const key = searchKeys[i] as string;
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
    const size = Math.max(1, Math.floor(pageSize));
    const total = found.indices.length;
    const pageCount = Math.max(1, Math.ceil(total / size));
    const current = Math.min(Math.max(1, Math.floor(pageNumber) || 1), pageCount);
    const start = (current - 1) * size;
    const end = Math.min(start + size, total);
    const order = sort ? sortOrders.get(sort.field) : undefined;
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

function normaliseSortKey(key: SortKey): SortKey {
  if (typeof key === 'string') return foldText(key);
  if (typeof key === 'number' && Number.isNaN(key)) return null;
  return key;
}

/** Positions [start, end) of the matched records in sort order; nulls last in both directions. */
function sortedSlice(
  indices: Int32Array,
  sort: SortOrder,
  direction: SortDirection,
  start: number,
  end: number,
  n: number,
): Int32Array {
  const { order, rank, nonNull } = sort;
  const m = indices.length;
  if (m * Math.log2(m + 2) < n) {
    const copy = Int32Array.from(indices);
    copy.sort((a, b) => {
      const ra = rank[a] as number;
      const rb = rank[b] as number;
      const nullA = ra >= nonNull;
      const nullB = rb >= nonNull;
      if (nullA !== nullB) return nullA ? 1 : -1;
      return direction === 'desc' && !nullA ? rb - ra : ra - rb;
    });
    return copy.subarray(start, end);
  }
  // Large matches: walk the precomputed order once and keep the matched ones (linear, no comparisons).
  const wanted = new Uint8Array(n);
  for (let k = 0; k < m; k += 1) wanted[indices[k] as number] = 1;
  const out = new Int32Array(end - start);
  let seen = 0;
  let filled = 0;
  const visit = (pos: number): boolean => {
    const i = order[pos] as number;
    if (wanted[i] === 0) return false;
    if (seen >= start) {
      out[filled] = i;
      filled += 1;
    }
    seen += 1;
    return seen >= end;
  };
  if (direction === 'asc') {
    for (let pos = 0; pos < n; pos += 1) if (visit(pos)) break;
  } else {
    let done = false;
    for (let pos = nonNull - 1; pos >= 0 && !done; pos -= 1) done = visit(pos);
    for (let pos = nonNull; pos < n && !done; pos += 1) done = visit(pos);
  }
  return out.subarray(0, filled);
}
