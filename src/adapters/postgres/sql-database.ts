/**
 * The one small query interface the SQL stores are written against, so each statement is written once for both
 * clients: PGlite (embedded, in-process) and postgres.js (a PostgreSQL server). Statements use `$1` parameters;
 * JSON values are passed as objects to `json` parameters; counts are cast to `int` so both clients answer numbers.
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

/**
 * Statements of one unit of work: outside a transaction until `begin`, then in one until the work ends. On a
 * PostgreSQL server that transaction may be shared with other units that write at the same time, each in a
 * savepoint of its own (one commit, one flush to disk for all; a unit that fails is rolled back alone); a unit is
 * answered only once its transaction committed.
 */
export interface SqlSession extends SqlQueryable {
  /** Every later statement runs in one transaction, committed when the work resolves. Calling it again is fine. */
  begin(): Promise<void>;
  /**
   * Commits now, sent right behind the statements already issued (one round trip for the writes and the commit).
   * If one of those statements failed, the database rolls back instead, and that statement's promise rejects.
   */
  commit(): Promise<void>;
}

export interface SqlDatabase extends SqlQueryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction (READ COMMITTED): committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T>;
  /**
   * Runs `work` with a transaction opened only when it calls `begin` (a unit of work that only reads costs no
   * BEGIN and COMMIT on a server). PGlite, one connection in the process, runs the whole work in a transaction.
   */
  session<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL's SQLSTATE of a driver error, if it is one. */
export function sqlState(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return null;
}
