import postgres from 'postgres';
import {
  sqlState,
  type SqlDatabase,
  type SqlQueryable,
  type SqlSession,
  type SqlTransaction,
  type SqlValue,
} from './sql-database';

const CONNECTION_LOST = new Set(['CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECTION_ENDED']);

export interface PostgresConnectionOptions {
  /** Connections in the pool (default 10). */
  readonly poolSize?: number;
}

function queryable(sql: postgres.Sql | postgres.TransactionSql): SqlQueryable {
  return {
    async query<R extends object>(text: string, params: readonly SqlValue[] = []) {
      // Prepared once per connection and reused: the stores send a small fixed set of statements.
      const result = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true });
      return { rows: result as unknown as R[], count: result.count };
    },
  };
}

/** A PostgreSQL server through postgres.js, with a pool of connections. */
export async function openPostgresDatabase(url: string, options: PostgresConnectionOptions = {}): Promise<SqlDatabase> {
  const sql = postgres(url, {
    max: options.poolSize ?? 10,
    onnotice: () => undefined,
    // Lists filter on whatever the person picked: plan each query for its own values, never a generic plan.
    connection: { application_name: 'freightdesk', plan_cache_mode: 'force_custom_plan' },
  });
  await sql`select 1`;
  return {
    engine: 'postgres',
    ...queryable(sql),
    transaction: <T>(work: (tx: SqlTransaction) => Promise<T>) =>
      sql.begin((tx) =>
        work({
          ...queryable(tx),
          script: async (text) => void (await tx.unsafe(text)),
        }),
      ) as Promise<T>,
    async session(work) {
      let reserved: postgres.ReservedSql | null = null;
      let opening: Promise<void> | null = null;
      let beginAnswer: Promise<unknown> = Promise.resolve();
      let commitAnswer: Promise<unknown> | null = null;
      const connection = () => reserved as postgres.ReservedSql | null;
      const session: SqlSession = {
        query: (text, params) => queryable(connection() ?? sql).query(text, params),
        // BEGIN is sent, not awaited: the next statement follows it on the connection, one round trip for both.
        begin: () =>
          (opening ??= sql.reserve().then((connection) => {
            reserved = connection;
            beginAnswer = connection.unsafe('BEGIN');
            beginAnswer.catch(() => undefined);
          })),
        commit: async () => {
          commitAnswer ??= connection()?.unsafe('COMMIT') ?? Promise.resolve();
          await Promise.all([beginAnswer, commitAnswer]);
        },
      };
      try {
        const result = await work(session);
        if (opening) {
          await opening;
          await session.commit();
        }
        return result;
      } catch (error) {
        // A lost connection has rolled back already, and postgres.js must not write to it again.
        if (!CONNECTION_LOST.has(sqlState(error) ?? '')) {
          await connection()
            ?.unsafe('ROLLBACK')
            .catch(() => undefined);
        }
        throw error;
      } finally {
        connection()?.release();
      }
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
