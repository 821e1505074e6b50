import { migrate } from '../src/adapters/postgres/postgres-migrations';
import type { SqlDatabase } from '../src/adapters/postgres/sql-database';
import { createJsonLog } from '../src/adapters/server/json-log';
import { ConfigError, readServerConfig } from './server-config';
import { openDatabase } from './start-server';

/**
 * `npm run db:migrate`: applies the migrations not yet applied to the configured database, then exits. A bad
 * setting or a failure ends it with one log line and a non-zero exit code.
 */
const log = createJsonLog();
let db: SqlDatabase | null = null;
let database: 'postgres' | 'pglite' | null = null;
try {
  const config = readServerConfig();
  database = config.databaseUrl ? 'postgres' : 'pglite';
  db = await openDatabase(config);
  const applied = await migrate(db);
  log.info(applied.length > 0 ? 'migrations applied' : 'database up to date', {
    database,
    versions: applied.join(', '),
  });
} catch (error) {
  log.error(error instanceof ConfigError ? 'bad setting' : 'migration failed', {
    database,
    error: error instanceof Error ? error.message : String(error),
  });
  process.exitCode = 1;
} finally {
  await db?.close();
}
