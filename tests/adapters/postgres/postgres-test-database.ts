import { randomBytes } from 'node:crypto';
import { migrate } from '../../../src/adapters/postgres/postgres-migrations';
import { openPGliteDatabase } from '../../../src/adapters/postgres/pglite-database';
import { openPostgresDatabase } from '../../../src/adapters/postgres/postgres-js-database';
import type { SqlDatabase } from '../../../src/adapters/postgres/sql-database';

/**
 * Databases for the server suites: PGlite in memory, or a database of its own on the PostgreSQL server that
 * scripts/pg-cluster.sh starts (DATABASE_URL). Without DATABASE_URL the PostgreSQL suites fail and say why.
 */
export const POSTGRES_MISSING =
  'DATABASE_URL is not set: the PostgreSQL suites run through `npm run test:server` (scripts/pg-cluster.sh starts ' +
  'a throw-away PostgreSQL cluster and sets it)';

export function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error(POSTGRES_MISSING);
  return url;
}

let template: Promise<Blob> | null = null;

/** A migrated in-memory PGlite, copied from one made once per test file (creating a cluster takes seconds). */
export async function migratedPGlite(): Promise<SqlDatabase> {
  template ??= (async () => {
    const db = await openPGliteDatabase();
    await migrate(db);
    const blob = await db.dump();
    await db.close();
    return blob;
  })();
  return openPGliteDatabase(undefined, { from: await template });
}

/** A new, migrated database on the server; `drop` closes and removes it. */
export async function migratedPostgres(): Promise<{ db: SqlDatabase; url: string; drop: () => Promise<void> }> {
  const serverUrl = postgresUrl();
  const name = `fd_test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgresDatabase(serverUrl, { poolSize: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString());
  await migrate(db);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

const TABLES = [
  'freight',
  // After freight: deleting shipments updates the counts.
  'freight_counts',
  'products',
  'contacts',
  'users',
  'unique_keys',
  'requests',
  'audit_log',
  'saved_views',
  'saved_view_defaults',
  'credentials',
  'refresh_tokens',
  'attempt_counts',
  'app_settings',
  'exchange_rates',
];

/** Back to a just-migrated state, faster than a new database. */
export async function emptyDatabase(db: SqlDatabase): Promise<void> {
  // DELETE, not TRUNCATE: the tables are small here, and TRUNCATE makes new files for every table and index.
  await db.transaction(async (tx) => {
    for (const table of TABLES) await tx.query(`DELETE FROM ${table}`);
    await tx.query('UPDATE counters SET value = NULL');
  });
}
