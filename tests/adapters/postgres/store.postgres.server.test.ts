import { afterAll, beforeAll } from 'vitest';
import { createPostgresStores } from '../../../src/adapters/postgres/postgres-stores';
import type { SqlDatabase } from '../../../src/adapters/postgres/sql-database';
import { storeContract } from '../contracts/store/store.contract';
import { sqlConcurrency } from './concurrency';
import { emptyDatabase, migratedPostgres } from './postgres-test-database';

let db: SqlDatabase;
let drop: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  ({ db, drop } = await migratedPostgres());
});
afterAll(() => drop());

storeContract('PostgreSQL stores on a PostgreSQL server', async () => {
  await emptyDatabase(db);
  return { stores: createPostgresStores(db).stores };
});

sqlConcurrency('PostgreSQL stores on a PostgreSQL server', async () => {
  await emptyDatabase(db);
  return createPostgresStores(db).stores;
});
