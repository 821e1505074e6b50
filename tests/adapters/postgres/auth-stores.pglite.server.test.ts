import { afterAll, beforeAll } from 'vitest';
import { createPostgresAuthStores } from '../../../src/adapters/postgres/postgres-auth-stores';
import type { SqlDatabase } from '../../../src/adapters/postgres/sql-database';
import { authStoresContract } from '../contracts/auth/auth-stores.contract';
import { emptyDatabase, migratedPGlite } from './postgres-test-database';

let db: SqlDatabase;
beforeAll(async () => {
  db = await migratedPGlite();
});
afterAll(() => db.close());

authStoresContract('PostgreSQL on PGlite', async () => {
  await emptyDatabase(db);
  return createPostgresAuthStores(db);
});
