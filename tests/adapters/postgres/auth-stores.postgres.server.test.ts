import { afterAll, beforeAll } from 'vitest';
import { createPostgresAuthStores } from '../../../src/adapters/postgres/postgres-auth-stores';
import type { SqlDatabase } from '../../../src/adapters/postgres/sql-database';
import { authStoresContract } from '../contracts/auth/auth-stores.contract';
import { emptyDatabase, migratedPostgres } from './postgres-test-database';

let db: SqlDatabase;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await migratedPostgres());
});
afterAll(() => drop());

authStoresContract('PostgreSQL', async () => {
  await emptyDatabase(db);
  return createPostgresAuthStores(db);
});
