import { foldText } from './fold-text';

/**
 * A list's order for one sort field, computed once per record set: the record indices sorted by their
 * folded keys (nulls last), each record's rank in it, and how many keys are not null.
 */
export type SortDirection = 'asc' | 'desc';
export type SortKey = number | string | null;

export interface SortOrder {
  readonly order: Int32Array;
  readonly rank: Int32Array;
  readonly nonNull: number;
}

export function buildSortOrder(keys: readonly SortKey[]): SortOrder {
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

export function normaliseSortKey(key: SortKey): SortKey {
  if (typeof key === 'string') return foldText(key);
  if (typeof key === 'number' && Number.isNaN(key)) return null;
  return key;
}

/** Positions [start, end) of the matched records in sort order; nulls last in both directions. */
export function sortedSlice(
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
