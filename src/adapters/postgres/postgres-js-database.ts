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

/**
 * Units of work that write share transactions: one commit (one flush of the write-ahead log to disk) for all the
 * units that are ready to write at the same time. A unit whose writes need a lock another holds until its commit
 * (the shipment counter) would otherwise wait for that commit's disk flush, so creates would go no faster than one
 * flush each. Here a shared transaction runs its units one after the other on one connection, each in a savepoint
 * of its own (a unit that fails rolls back alone and is answered alone), and commits once no unit waits to join,
 * or `MAX_UNITS` have joined; every unit is answered only after that commit. The next shared transaction starts
 * once the commit is sent, so at most one runs statements at a time and they never wait on each other's locks.
 */
const MAX_UNITS = 50;

interface SharedTransaction {
  connection: postgres.ReservedSql | null;
  /** Why it cannot commit (its connection could not be had, or a rollback to a savepoint failed). */
  broken: unknown;
  units: number;
  closed: boolean;
  /** Resolves when the previous unit is done with the connection (the first unit: when BEGIN is sent). */
  tail: Promise<void>;
  /** Settles with the commit. */
  readonly committed: Promise<void>;
  readonly settle: { resolve: () => void; reject: (error: unknown) => void };
  /** Resolves when no unit may join any more. */
  readonly closing: Promise<void>;
  readonly close: () => void;
}

interface SharedUnit {
  readonly shared: SharedTransaction;
  readonly index: number;
  readonly passTurn: () => void;
  readonly savepoint: Promise<unknown>;
}

function sharedCommits(sql: postgres.Sql) {
  let current: SharedTransaction | null = null;

  function open(): SharedTransaction {
    let settle: SharedTransaction['settle'] = { resolve: () => undefined, reject: () => undefined };
    const committed = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    committed.catch(() => undefined);
    let close = () => undefined as void;
    const closing = new Promise<void>((resolve) => (close = resolve));
    const shared: SharedTransaction = {
      connection: null,
      broken: null,
      units: 0,
      closed: false,
      tail: Promise.resolve(),
      committed,
      settle,
      closing,
      close: () => {
        shared.closed = true;
        if (current === shared) current = null;
        close();
      },
    };
    shared.tail = sql.reserve().then(
      (connection) => {
        shared.connection = connection;
        connection.unsafe('BEGIN').catch((error: unknown) => (shared.broken ??= error));
      },
      (error: unknown) => {
        shared.broken = error;
      },
    );
    return shared;
  }

  function finish(shared: SharedTransaction): void {
    shared.close();
    const { connection, broken } = shared;
    if (!connection || broken) {
      shared.settle.reject(broken ?? new Error('no connection'));
      if (!connection) return;
      // A lost connection has rolled back already, and postgres.js must not write to it again.
      const rollback = CONNECTION_LOST.has(sqlState(broken) ?? '') ? Promise.resolve() : connection.unsafe('ROLLBACK');
      void rollback.catch(() => undefined).finally(() => connection.release());
      return;
    }
    connection
      .unsafe('COMMIT')
      .then(
        () => shared.settle.resolve(),
        (error: unknown) => shared.settle.reject(error),
      )
      .finally(() => connection.release());
  }

  return {
    /** Joins the shared transaction that is taking units (or starts one), once the units before are done. */
    async join(): Promise<SharedUnit> {
      for (;;) {
        const shared = current;
        if (shared && !shared.closed && shared.units < MAX_UNITS) {
          const index = shared.units;
          shared.units += 1;
          const before = shared.tail;
          let passTurn = () => undefined as void;
          shared.tail = new Promise<void>((resolve) => (passTurn = resolve));
          await before;
          const savepoint = shared.connection?.unsafe('SAVEPOINT unit') ?? Promise.reject(shared.broken);
          savepoint.catch(() => undefined);
          return { shared, index, passTurn, savepoint };
        }
        if (shared && !shared.closed) await shared.closing;
        else current = open();
      }
    },

    /**
     * The unit is done with the connection: what it wrote stays (`kept`) or is rolled back to its savepoint. The
     * last unit to join commits for all. Resolves with the commit; a unit that failed is answered once it is known
     * whether the transaction it read from committed (it may have read what an earlier unit wrote).
     */
    async leave(unit: SharedUnit, kept: boolean): Promise<void> {
      const { shared } = unit;
      if (!kept && shared.connection && !shared.broken) {
        try {
          await shared.connection.unsafe('ROLLBACK TO SAVEPOINT unit');
        } catch (error) {
          shared.broken = error;
        }
      }
      if (unit.index === shared.units - 1) finish(shared);
      else unit.passTurn();
      await shared.committed;
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
  // Connect now: a server that does not answer is found at start-up, not at the first request.
  await sql`select 1`.catch(async (error: unknown) => {
    await sql.end({ timeout: 0 });
    throw error;
  });
  const shared = sharedCommits(sql);
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
      let unit: SharedUnit | null = null;
      let joining: Promise<void> | null = null;
      let released: Promise<unknown> | null = null;
      const session: SqlSession = {
        query: (text, params) => queryable(unit?.shared.connection ?? sql).query(text, params),
        // The savepoint is sent, not awaited: the next statement follows it on the connection.
        begin: () =>
          (joining ??= shared.join().then((joined) => {
            unit = joined;
            if (joined.shared.broken) throw joined.shared.broken;
          })),
        commit: async () => {
          if (!unit) return;
          released ??= unit.shared.connection?.unsafe('RELEASE SAVEPOINT unit') ?? Promise.resolve();
          await Promise.all([unit.savepoint, released]);
        },
      };
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(session);
        if (joining) {
          await joining;
          await session.commit();
        }
      } catch (error) {
        const failed = unit as SharedUnit | null;
        // The unit's statements are rolled back; if the shared transaction did not commit, that is the answer.
        if (failed) await shared.leave(failed, false);
        throw error;
      }
      const joined = unit as SharedUnit | null;
      if (joined) await shared.leave(joined, true);
      return result;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
