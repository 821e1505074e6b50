/** A list filter and the predicate it becomes over one field's precomputed values. */
export type FilterScalar = string | number | boolean;

export interface RangeFilter {
  readonly from?: string | number | null;
  readonly to?: string | number | null;
}

/** A scalar means equality, a list means "any of" (empty list = no filter), a range is inclusive. */
export type FilterValue = FilterScalar | readonly FilterScalar[] | RangeFilter;

export type Predicate = (i: number) => boolean;

export function filterPredicate(values: readonly (FilterScalar | null)[], filter: FilterValue): Predicate | null {
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
