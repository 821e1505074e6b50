import { foldText, type FilterScalar, type ListIndexConfig, type SortKey } from '../../domain/shared/list-query';
import type { SqlValue } from './sql-database';

/**
 * A table that holds one kind of record as a JSONB document plus the columns its list searches, sorts and filters
 * on. The column values come from the domain's list configuration (the same functions the in-memory list index
 * uses), computed once when the record is written, so SQL only compares what the domain decided to compare.
 */
export interface ListTable<T extends { readonly id: string }, S extends string, F extends string> {
  readonly name: string;
  readonly config: ListIndexConfig<T, S, F>;
  readonly sortColumns: Readonly<Record<S, string>>;
  readonly filterColumns: Readonly<Record<F, string>>;
  /** Further columns this table's queries read (party ids, product ids...), in `extraColumnNames` order. */
  readonly extraColumnNames?: readonly string[];
  readonly extraColumns?: (record: T) => readonly SqlValue[];
  /**
   * A table of counts per combination of these equality filters (with `nn_<sort column>`: how many have that sort
   * key), kept by the database: lists filtered by nothing else count there instead of in this table.
   */
  readonly counts?: { readonly name: string; readonly filters: readonly F[] };
}

// PostgreSQL text cannot hold NUL; nothing a person searches for contains one.
export const sqlText = (text: string) => text.replaceAll('\u0000', '');

/** The search key as the domain's list index builds it: folded (lower case, no accents), one line. */
export function searchKey(text: string): string {
  return sqlText(foldText(text).replace(/\n/g, ' '));
}

/** A sort key as the domain's list index compares it: strings folded, NaN as no value. */
export function sortValue(key: SortKey): string | number | null {
  if (typeof key === 'string') return sqlText(foldText(key));
  if (typeof key === 'number' && Number.isNaN(key)) return null;
  return key;
}

const filterValue = (value: FilterScalar | null): SqlValue => (typeof value === 'string' ? sqlText(value) : value);

export function columnNames<T extends { readonly id: string }, S extends string, F extends string>(
  table: ListTable<T, S, F>,
): readonly string[] {
  return [
    'search',
    ...Object.values<string>(table.sortColumns),
    ...Object.values<string>(table.filterColumns),
    ...(table.extraColumnNames ?? []),
  ];
}

/** The values of `columnNames(table)` for one record. */
export function columnValues<T extends { readonly id: string }, S extends string, F extends string>(
  table: ListTable<T, S, F>,
  record: T,
): readonly SqlValue[] {
  const { config } = table;
  const sorts = (Object.keys(table.sortColumns) as S[]).map((field) => sortValue(config.sortKeys[field](record)));
  const filterKeys = config.filterKeys;
  const filters = (Object.keys(table.filterColumns) as F[]).map((field) =>
    filterValue(filterKeys ? filterKeys[field](record) : null),
  );
  return [searchKey(config.searchText(record)), ...sorts, ...filters, ...(table.extraColumns?.(record) ?? [])];
}

/**
 * The statements that write one record; `$1` is the id, `$2` the document, the columns follow. A write that finds
 * the record changed since it was read fails inside the database, so the transaction cannot commit.
 */
export function writeStatements<T extends { readonly id: string }, S extends string, F extends string>(
  table: ListTable<T, S, F>,
) {
  const columns = columnNames(table);
  const placeholders = columns.map((_, i) => `$${i + 3}`).join(', ');
  const all = `id, version, doc, ${columns.join(', ')}`;
  const assignments = ['doc = $2', ...columns.map((c, i) => `${c} = $${i + 3}`)].join(', ');
  const versionParam = `$${columns.length + 3}`;
  const orConflict = (statement: string, what: string) =>
    `WITH written AS (${statement} RETURNING 1) ` +
    `SELECT CASE WHEN EXISTS (SELECT 1 FROM written) THEN 1 ELSE write_conflict(${what}) END AS ok`;
  return {
    get: `SELECT doc, version FROM ${table.name} WHERE id = $1`,
    /** Fails with a unique violation when the id exists: a concurrent insert won. */
    insert: `INSERT INTO ${table.name} (${all}) VALUES ($1, 1, $2, ${placeholders})`,
    /** Raises a serialization failure when the version moved since it was read. */
    update: orConflict(
      `UPDATE ${table.name} SET version = version + 1, ${assignments} WHERE id = $1 AND version = ${versionParam}`,
      `'${table.name} ' || $1`,
    ),
    upsert:
      `INSERT INTO ${table.name} (${all}) VALUES ($1, 1, $2, ${placeholders}) ` +
      `ON CONFLICT (id) DO UPDATE SET version = ${table.name}.version + 1, ${assignments}`,
    remove: `DELETE FROM ${table.name} WHERE id = $1`,
    removeVersion: orConflict(`DELETE FROM ${table.name} WHERE id = $1 AND version = $2`, `'${table.name} ' || $1`),
    columns,
  };
}

/** A multi-row insert of `rows` records (seeding). */
export function bulkInsertStatement<T extends { readonly id: string }, S extends string, F extends string>(
  table: ListTable<T, S, F>,
  rows: number,
): string {
  const columns = columnNames(table);
  const width = columns.length + 2;
  const tuples = Array.from({ length: rows }, (_, r) => {
    const base = r * width;
    const cells = Array.from({ length: width }, (_, c) => `$${base + c + 1}`);
    return `(${cells[0]}, 1, ${cells.slice(1).join(', ')})`;
  });
  return `INSERT INTO ${table.name} (id, version, doc, ${columns.join(', ')}) VALUES ${tuples.join(', ')}`;
}
