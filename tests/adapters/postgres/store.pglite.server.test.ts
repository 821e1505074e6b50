import { afterAll, beforeAll } from 'vitest';
import { createPostgresStores } from '../../../src/adapters/postgres/postgres-stores';
import type { SqlDatabase } from '../../../src/adapters/postgres/sql-database';
import { storeContract } from '../contracts/store/store.contract';
import { sqlConcurrency } from './concurrency';
import { emptyDatabase, migratedPGlite } from './postgres-test-database';

let db: SqlDatabase;
beforeAll(async () => {
  db = await migratedPGlite();
});
afterAll(() => db.close());

storeContract('PostgreSQL stores on PGlite', async () => {
  await emptyDatabase(db);
  return { stores: createPostgresStores(db).stores };
});

sqlConcurrency('PostgreSQL stores on PGlite', async () => {
  await emptyDatabase(db);
  return createPostgresStores(db).stores;
});
