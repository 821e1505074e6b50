import { readdir, readFile } from 'node:fs/promises';
import { REFRESH_AFTER, refreshListColumns } from './postgres-refresh-columns';
import type { SqlDatabase } from './sql-database';

/**
 * Schema migrations: plain numbered `.sql` files in ./migrations, applied in name order, each in its own
 * transaction together with its row in `schema_migrations`. An advisory lock makes server copies that start at the
 * same time apply each file once. Some versions then rewrite derived list columns (postgres-refresh-columns.ts).
 */
export interface Migration {
  /** The file name without `.sql`, e.g. '001-initial-schema'. */
  readonly version: string;
  readonly sql: string;
}

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const NAME = /^(\d{3,})-[a-z0-9-]+\.sql$/;
const LOCK_KEY = 8_147_230_912;

export async function readMigrations(dir: URL = MIGRATIONS_DIR): Promise<readonly Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  for (const name of names) {
    if (!NAME.test(name)) throw new Error(`Migration file name "${name}" is not like 001-what-it-does.sql`);
  }
  return Promise.all(
    names.map(async (name) => ({ version: name.slice(0, -4), sql: await readFile(new URL(name, dir), 'utf8') })),
  );
}

/** Applies the migrations not yet recorded; answers the versions it applied now. */
export async function migrate(db: SqlDatabase, migrations?: readonly Migration[]): Promise<readonly string[]> {
  const all = migrations ?? (await readMigrations());
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const applied: string[] = [];
  for (const migration of all) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const found = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (found.rows.length > 0) return false;
      await tx.script(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  // Each table once, however many of the versions applied now ask for it.
  const tables = new Set(applied.flatMap((version) => REFRESH_AFTER[version] ?? []));
  for (const table of tables) await refreshListColumns(db, table);
  return applied;
}
