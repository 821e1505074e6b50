import {
  foldText,
  pageBounds,
  type FilterValue,
  type ListPage,
  type ListQuery,
  type RangeFilter,
} from '../../domain/shared/list-query';
import { sqlText, type ListTable } from './postgres-list-table';
import type { SqlQueryable, SqlValue } from './sql-database';

/**
 * The shared list query (text, filters, sort, page) in SQL, with the in-memory list's semantics: every search word
 * contained in the folded search key; a list filter means "any of" and an empty one none; ranges inclusive;
 * nulls last in both directions; ties in the order records were first written (reversed when descending, as the
 * in-memory list reverses its precomputed order); a page past the end answers the last page.
 */
export interface SqlConditions {
  readonly clauses: string[];
  readonly params: SqlValue[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchWords(text: string): string[] {
  return sqlText(foldText(text))
    .split(/\s+/)
    .filter((word) => word !== '');
}

function isRange(filter: FilterValue): filter is RangeFilter {
  return typeof filter === 'object' && filter !== null && !Array.isArray(filter);
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

export function listConditions<T extends { readonly id: string }, S extends string, F extends string>(
  table: ListTable<T, S, F>,
  query: Pick<ListQuery<S, F>, 'text' | 'filters'>,
): SqlConditions {
  const into: SqlConditions = { clauses: [], params: [] };
  const add = (value: SqlValue) => {
    into.params.push(value);
    return `$${into.params.length}`;
  };
  for (const word of searchWords(query.text)) into.clauses.push(`search LIKE ${add(`%${escapeLike(word)}%`)}`);
  for (const field of Object.keys(table.filterColumns) as F[]) {
    const filter = query.filters[field];
    const column = table.filterColumns[field];
    if (filter === undefined || filter === null) continue;
    if (Array.isArray(filter)) {
      // One value as an equality: PostgreSQL 15 can walk an index on (filter, sort) in order for `=`, not for ANY.
      if (filter.length === 1) into.clauses.push(`${column} = ${add(filter[0] as SqlValue)}`);
      else if (filter.length > 1) into.clauses.push(`${column} = ANY(${add(filter as readonly string[])})`);
    } else if (isRange(filter)) {
      if (present(filter.from)) into.clauses.push(`${column} >= ${add(filter.from as string | number)}`);
      if (present(filter.to)) into.clauses.push(`${column} <= ${add(filter.to as string | number)}`);
    } else if (filter !== '') {
      into.clauses.push(`${column} = ${add(filter as SqlValue)}`);
    }
  }
  return into;
}

const whereOf = (clauses: readonly string[]) => (clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '');

interface Slice {
  readonly start: number;
  readonly end: number;
}

/** The documents (or another JSON column, `column`) at positions [start, end) of the matches in list order. */
async function orderedSlice<T>(
  db: SqlQueryable,
  tableName: string,
  column: string,
  conditions: SqlConditions,
  sortColumn: string | null,
  descending: boolean,
  sorted: number,
  slice: Slice,
): Promise<T[]> {
  const fetch = async (extra: string, order: string, from: number, to: number): Promise<T[]> => {
    if (to <= from) return [];
    const where = whereOf(extra ? [...conditions.clauses, extra] : conditions.clauses);
    // LIMIT and OFFSET as literals (integers computed here), so the planner sees how few rows are wanted.
    const text = `SELECT ${column} AS doc FROM ${tableName} ${where} ORDER BY ${order} LIMIT ${Math.trunc(to - from)} OFFSET ${Math.trunc(from)}`;
    return (await db.query<{ doc: T }>(text, conditions.params)).rows.map((row) => row.doc);
  };
  if (sortColumn === null) return fetch('', 'seq', slice.start, slice.end);
  const direction = descending ? 'DESC' : 'ASC';
  const withKey = await fetch(
    `${sortColumn} IS NOT NULL`,
    `${sortColumn} ${direction}, seq ${direction}`,
    slice.start,
    Math.min(slice.end, sorted),
  );
  const withoutKey = await fetch(
    `${sortColumn} IS NULL`,
    'seq',
    Math.max(slice.start, sorted) - sorted,
    slice.end - sorted,
  );
  return [...withKey, ...withoutKey];
}

/** Whether the query filters only on what the table's counts are kept by (and searches no text). */
function countable<T extends { readonly id: string }, S extends string, F extends string>(
  table: ListTable<T, S, F>,
  query: Pick<ListQuery<S, F>, 'text' | 'filters'>,
): boolean {
  const counts = table.counts;
  if (!counts || searchWords(query.text).length > 0) return false;
  return (Object.keys(table.filterColumns) as F[]).every((field) => {
    const filter = query.filters[field];
    const inactive =
      filter === undefined || filter === null || filter === '' || (Array.isArray(filter) && filter.length === 0);
    return inactive || counts.filters.includes(field);
  });
}

async function countMatches(
  db: SqlQueryable,
  from: { readonly name: string; readonly kept: boolean },
  conditions: SqlConditions,
  sortColumn: string | null,
): Promise<{ total: number; sorted: number }> {
  const total = from.kept ? 'coalesce(sum(n), 0)::int' : 'count(*)::int';
  const sorted =
    sortColumn === null ? '0' : from.kept ? `coalesce(sum(nn_${sortColumn}), 0)::int` : `count(${sortColumn})::int`;
  const { rows } = await db.query<{ total: number; sorted: number }>(
    `SELECT ${total} AS total, ${sorted} AS sorted FROM ${from.name} ${whereOf(conditions.clauses)}`,
    conditions.params,
  );
  const row = rows[0];
  return { total: row?.total ?? 0, sorted: row?.sorted ?? 0 };
}

function sortColumnOf<T extends { readonly id: string }, S extends string, F extends string>(
  table: ListTable<T, S, F>,
  query: Pick<ListQuery<S, F>, 'sort'>,
): string | null {
  if (!query.sort || !Object.hasOwn(table.sortColumns, query.sort.field)) return null;
  return table.sortColumns[query.sort.field];
}

/** Where the matches are counted: the kept counts when the query allows, else the table itself. */
function countSource<T extends { readonly id: string }, S extends string, F extends string>(
  table: ListTable<T, S, F>,
  query: Pick<ListQuery<S, F>, 'text' | 'filters'>,
  extra: SqlConditions | undefined,
) {
  return table.counts && !extra && countable(table, query)
    ? { name: table.counts.name, kept: true }
    : { name: table.name, kept: false };
}

function withExtra(conditions: SqlConditions, extra: SqlConditions | undefined): SqlConditions {
  if (!extra) return conditions;
  const offset = conditions.params.length;
  return {
    clauses: [
      ...conditions.clauses,
      ...extra.clauses.map((clause) => clause.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)),
    ],
    params: [...conditions.params, ...extra.params],
  };
}

/** One page of the list; `extra` adds clauses of the table's own (numbered from $1), e.g. a party filter. */
export function listPage<T extends { readonly id: string }, S extends string, F extends string>(
  db: SqlQueryable,
  table: ListTable<T, S, F>,
  query: ListQuery<S, F>,
  extra?: SqlConditions,
): Promise<ListPage<T>> {
  return listPageOf<T, T, S, F>(db, table, query, 'doc', extra);
}

/** The same page, each match read from the JSON column `column` (a row of the list's columns kept beside the document). */
export async function listPageOf<R, T extends { readonly id: string }, S extends string, F extends string>(
  db: SqlQueryable,
  table: ListTable<T, S, F>,
  query: ListQuery<S, F>,
  column: string,
  extra?: SqlConditions,
): Promise<ListPage<R>> {
  const conditions = withExtra(listConditions(table, query), extra);
  const sortColumn = sortColumnOf(table, query);
  const { total, sorted } = await countMatches(db, countSource(table, query, extra), conditions, sortColumn);
  const { page, pageCount, start, end } = pageBounds(total, query.page, query.pageSize);
  const slice = { start, end };
  const descending = query.sort?.direction === 'desc';
  const items = await orderedSlice<R>(db, table.name, column, conditions, sortColumn, descending, sorted, slice);
  return { items, total, page, pageCount };
}

/** Every match in list order, at most `limit` (export). */
export async function listAll<T extends { readonly id: string }, S extends string, F extends string>(
  db: SqlQueryable,
  table: ListTable<T, S, F>,
  query: Pick<ListQuery<S, F>, 'text' | 'filters' | 'sort'>,
  limit: number,
  extra?: SqlConditions,
): Promise<T[]> {
  const conditions = withExtra(listConditions(table, query), extra);
  const sortColumn = sortColumnOf(table, query);
  const { total, sorted } = await countMatches(db, countSource(table, query, extra), conditions, sortColumn);
  const descending = query.sort?.direction === 'desc';
  const slice = { start: 0, end: Math.min(total, Math.max(0, limit)) };
  return orderedSlice<T>(db, table.name, 'doc', conditions, sortColumn, descending, sorted, slice);
}
