import { migrate } from '../src/adapters/postgres/postgres-migrations';
import { createJsonLog } from '../src/adapters/server/json-log';
import { readServerConfig } from './server-config';
import { openDatabase } from './start-server';

/** `npm run db:migrate`: applies the migrations not yet applied to the configured database, then exits. */
const log = createJsonLog();
const config = readServerConfig();
const db = await openDatabase(config);
try {
  const applied = await migrate(db);
  log.info(applied.length > 0 ? 'migrations applied' : 'database up to date', {
    database: config.databaseUrl ? 'postgres' : 'pglite',
    versions: applied.join(', '),
  });
} catch (error) {
  log.error('migration failed', { error: error instanceof Error ? error.message : String(error) });
  process.exitCode = 1;
} finally {
  await db.close();
}
