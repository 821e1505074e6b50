import { orderBy, where, type QueryConstraint } from 'firebase/firestore/lite';
import type { FreightListQuery } from '../../domain/freight/freight-query';
import { FREIGHT_SORT_FIELDS } from '../../domain/freight/freight-sort-fields';
import type { FreightRecord } from '../../domain/freight/freight-record';
import type { SortDirection } from '../../domain/shared/list-query';
import { partyIdsOf, productIdsOf } from './firestore-freight-document';
import { sortPath } from './firestore-freight-sort';
import { isStoredToken, narrowestWord, searchWords, storedToken } from '../../domain/shared/word-search';

/**
 * How a list query runs on Firestore.
 * - 'indexed': filters, one search word, sort and paging all on the server (composite indexes below).
 * - 'scan': the server applies what it can in one query (every equality filter, one array filter, the ship-date
 *   range) to narrow the records read; every filter, the words, the sort and the page are then applied to them in
 *   memory by the domain's list index. Used for several search words, a word longer than the stored tokens, a
 *   ship-date range with another filter, or a second array filter (each would otherwise need an index per
 *   combination). It reads every match.
 *
 * A new filter is one line in FIELD_FILTERS or ARRAY_FILTERS (and its indexes follow from freightIndexes).
 */
export type FreightPlan =
  | { readonly kind: 'indexed'; readonly filters: readonly QueryConstraint[]; readonly order: QueryConstraint }
  | { readonly kind: 'scan'; readonly filters: readonly QueryConstraint[]; readonly words: readonly string[] };

/** Filters on a field of the record: one value is `==`, several are `in`. */
const FIELD_FILTERS = [
  { filter: 'status', path: 'status' },
  { filter: 'mode', path: 'mode' },
  { filter: 'carrier', path: 'carrier' },
  { filter: 'destination', path: 'destinationCountry' },
] as const;

/**
 * Filters on an id the record refers to, kept in a `keys` array: one value is `array-contains`, several `-any`.
 * Only one such condition fits a query; a scan applies the others to the records it read (`ids`).
 */
const ARRAY_FILTERS = [
  { filter: 'party', path: 'keys.partyIds', ids: partyIdsOf },
  { filter: 'product', path: 'keys.productIds', ids: productIdsOf },
] as const;

const TOKENS = 'keys.tokens';
const DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];
/** Firestore's limit on the values of an `in` or `array-contains-any`, and on their combinations. */
const MAX_DISJUNCTIONS = 30;

/** A filter's values, whether the query gives one value or a list (empty means no filter). */
function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

/** Whether a record read by a scan meets every array filter of the query (the server applied one at most). */
export function matchesArrayFilters(record: FreightRecord, query: FreightListQuery): boolean {
  const f = query.filters as Readonly<Record<string, unknown>>;
  return ARRAY_FILTERS.every(({ filter, ids }) => {
    const wanted = valuesOf(f[filter]);
    return wanted.length === 0 || ids(record).some((id) => wanted.includes(id));
  });
}

interface Condition {
  readonly constraint: QueryConstraint;
  /** How many alternatives it adds to the query's disjunctive form (the values of an `in`). */
  readonly values: number;
}

function conditions(
  filters: Readonly<Record<string, unknown>>,
  table: readonly { readonly filter: string; readonly path: string }[],
  one: '==' | 'array-contains',
  many: 'in' | 'array-contains-any',
): Condition[] {
  return table.flatMap(({ filter, path }) => {
    const values = valuesOf(filters[filter]);
    if (values.length === 0) return [];
    const constraint = values.length === 1 ? where(path, one, values[0]) : where(path, many, values);
    return [{ constraint, values: values.length }];
  });
}

const alternatives = (list: readonly Condition[]) => list.reduce((product, c) => product * c.values, 1);

/**
 * How Firestore answers a list query. The query holds the token of one search word: `lookUp` when given (one of the
 * words), else the longest.
 */
export function planFreightQuery(query: FreightListQuery, lookUp?: string): FreightPlan {
  const f = query.filters as Readonly<Record<string, unknown>>;
  const words = searchWords(query.text);
  const longest = lookUp ?? narrowestWord(words);
  const equality = conditions(f, FIELD_FILTERS, '==', 'in');
  // Firestore takes one array condition per query: the search word first, then the first array filter.
  const arrays = [
    ...(longest === null ? [] : [{ constraint: where(TOKENS, 'array-contains', storedToken(longest)), values: 1 }]),
    ...conditions(f, ARRAY_FILTERS, 'array-contains', 'array-contains-any'),
  ];
  const range: QueryConstraint[] = [];
  if (typeof f.shipDateFrom === 'string' && f.shipDateFrom) range.push(where('shipDate', '>=', f.shipDateFrom));
  if (typeof f.shipDateTo === 'string' && f.shipDateTo) range.push(where('shipDate', '<=', f.shipDateTo));

  const array = arrays.slice(0, 1).filter((c) => c.values <= MAX_DISJUNCTIONS);
  const fits = alternatives([...equality, ...array]) <= MAX_DISJUNCTIONS;
  const filters = [...(fits ? equality : []), ...array].map((c) => c.constraint).concat(range);
  const exactText = words.length <= 1 && (longest === null || isStoredToken(longest));
  const indexable =
    exactText && fits && arrays.length === array.length && !(range.length > 0 && equality.length + arrays.length > 0);
  if (!indexable) return { kind: 'scan', filters, words };
  const sort = query.sort ?? { field: 'reference', direction: 'asc' };
  return {
    kind: 'indexed',
    filters,
    order: orderBy(sortPath(sort.field, sort.direction, range.length > 0), sort.direction),
  };
}

type IndexField =
  | { readonly fieldPath: string; readonly order: 'ASCENDING' | 'DESCENDING' }
  | { readonly fieldPath: string; readonly arrayConfig: 'CONTAINS' };

export interface FirestoreIndex {
  readonly collectionGroup: string;
  readonly queryScope: 'COLLECTION';
  readonly fields: readonly IndexField[];
}

const ordered = (fieldPath: string, direction: SortDirection): IndexField => ({
  fieldPath,
  order: direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
});

/**
 * The composite indexes the plans above need (firestore.indexes.json must contain them): one per
 * equality filter or array condition and sort, which Firestore merges for several equality filters;
 * one per sort under a ship-date range; one per filter with a ship-date range (scans).
 */
export function freightIndexes(collectionGroup: string): FirestoreIndex[] {
  const index = (...fields: IndexField[]): FirestoreIndex => ({ collectionGroup, queryScope: 'COLLECTION', fields });
  const filterFields: IndexField[] = [
    ...FIELD_FILTERS.map(({ path }) => ordered(path, 'asc')),
    ...[TOKENS, ...ARRAY_FILTERS.map(({ path }) => path)].map((fieldPath) => ({
      fieldPath,
      arrayConfig: 'CONTAINS' as const,
    })),
  ];
  const sorts = (shipDateFiltered: boolean) =>
    FREIGHT_SORT_FIELDS.flatMap((field) =>
      DIRECTIONS.map((direction) => ordered(sortPath(field, direction, shipDateFiltered), direction)),
    );
  const shipDate = ordered('shipDate', 'asc');
  return [
    ...filterFields.flatMap((filter) =>
      sorts(false)
        .filter((sort) => sort.fieldPath !== filter.fieldPath)
        .map((sort) => index(filter, sort)),
    ),
    ...sorts(true)
      .filter((sort) => sort.fieldPath !== 'shipDate')
      .map((sort) => index(sort, shipDate)),
    ...filterFields.map((filter) => index(filter, shipDate)),
  ];
}
