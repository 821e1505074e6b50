import { orderBy, where, type QueryConstraint } from 'firebase/firestore/lite';
import { FREIGHT_SORT_FIELDS, type FreightListQuery } from '../../domain/freight/freight-query';
import type { SortDirection } from '../../domain/shared/list-query';
import { isStoredToken, searchWords, sortPath, storedToken } from './firestore-freight-document';

/**
 * How a list query runs on Firestore.
 * - 'indexed': filters, one search word, sort and paging all on the server (composite indexes below).
 * - 'scan': the server applies every filter and the longest search word; the other words, the sort
 *   and the page are applied to the matching records in memory with the domain's list index. Used for
 *   several search words, a word longer than the stored tokens, or a ship-date range together with
 *   another filter (each would otherwise need an index per combination). It reads every match.
 */
export type FreightPlan =
  | { readonly kind: 'indexed'; readonly filters: readonly QueryConstraint[]; readonly order: QueryConstraint }
  | { readonly kind: 'scan'; readonly filters: readonly QueryConstraint[]; readonly words: readonly string[] };

const EQUALITY_FIELDS = ['status', 'mode', 'carrier', 'destinationCountry'] as const;
const TOKENS = 'keys.tokens';
const DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];

export function planFreightQuery(query: FreightListQuery): FreightPlan {
  const f = query.filters;
  const words = searchWords(query.text);
  const longest = words.reduce<string | null>((a, b) => (a === null || b.length > a.length ? b : a), null);
  const equality: QueryConstraint[] = [];
  if (f.status && f.status.length > 0) equality.push(where('status', 'in', [...f.status]));
  if (f.mode && f.mode.length > 0) equality.push(where('mode', 'in', [...f.mode]));
  if (f.carrier) equality.push(where('carrier', '==', f.carrier));
  if (f.destination) equality.push(where('destinationCountry', '==', f.destination));
  if (longest !== null) equality.push(where(TOKENS, 'array-contains', storedToken(longest)));
  const range: QueryConstraint[] = [];
  if (f.shipDateFrom) range.push(where('shipDate', '>=', f.shipDateFrom));
  if (f.shipDateTo) range.push(where('shipDate', '<=', f.shipDateTo));
  const filters = [...equality, ...range];

  const exactText = words.length <= 1 && (longest === null || isStoredToken(longest));
  if (!exactText || (range.length > 0 && equality.length > 0)) return { kind: 'scan', filters, words };
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
 * equality filter or search token and sort, which Firestore merges for several equality filters;
 * one per sort under a ship-date range; one per equality filter with a ship-date range (scans).
 */
export function freightIndexes(collectionGroup: string): FirestoreIndex[] {
  const index = (...fields: IndexField[]): FirestoreIndex => ({ collectionGroup, queryScope: 'COLLECTION', fields });
  const filterFields: IndexField[] = [
    ...EQUALITY_FIELDS.map((fieldPath) => ordered(fieldPath, 'asc')),
    { fieldPath: TOKENS, arrayConfig: 'CONTAINS' },
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
