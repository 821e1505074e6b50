/**
 * The one small query interface the SQL stores are written against, so each statement is written once for both
 * clients: PGlite (embedded, in-process) and postgres.js (a PostgreSQL server). Statements use `$1` parameters;
 * JSON values are passed as objects to `jsonb` parameters; counts are cast to `int` so both clients answer numbers.
 */
export type SqlValue = string | number | boolean | null | readonly string[] | object;

export interface SqlResult<R> {
  readonly rows: R[];
  /** Rows inserted, updated or deleted by the statement. */
  readonly count: number;
}

export interface SqlQueryable {
  query<R extends object = Record<string, unknown>>(text: string, params?: readonly SqlValue[]): Promise<SqlResult<R>>;
}

export interface SqlTransaction extends SqlQueryable {
  /** Several statements without parameters (a migration file). */
  script(text: string): Promise<void>;
}

export interface SqlDatabase extends SqlQueryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction (READ COMMITTED): committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL's SQLSTATE of a driver error, if it is one. */
export function sqlState(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return null;
}
