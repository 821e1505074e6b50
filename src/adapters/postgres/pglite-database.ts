import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SqlDatabase, SqlQueryable, SqlValue } from './sql-database';

function queryable(db: PGlite | Transaction): SqlQueryable {
  return {
    async query<R extends object>(text: string, params: readonly SqlValue[] = []) {
      const result = await db.query<R>(text, params as unknown[]);
      return { rows: result.rows, count: result.affectedRows ?? 0 };
    },
  };
}

/**
 * PostgreSQL embedded in the process (WebAssembly): kept in `dataDir`, or in memory when none is given. One
 * connection: PGlite runs one statement or transaction at a time, so transactions never conflict here.
 */
export interface PGliteDatabase extends SqlDatabase {
  /** The whole database as a tarball, to open copies of it (`from`) without creating a cluster each time. */
  dump(): Promise<Blob>;
}

export async function openPGliteDatabase(
  dataDir?: string,
  options: { readonly from?: Blob } = {},
): Promise<PGliteDatabase> {
  const db = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(options.from ? { loadDataDir: options.from } : {}),
  });
  return {
    engine: 'pglite',
    ...queryable(db),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          ...queryable(tx),
          script: async (text) => void (await tx.exec(text)),
        }),
      ),
    session: (work) =>
      db.transaction((tx) => work({ ...queryable(tx), begin: async () => undefined, commit: async () => undefined })),
    close: () => db.close(),
    dump: () => db.dumpDataDir('none'),
  };
}
