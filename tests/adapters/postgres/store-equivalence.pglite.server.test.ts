import { afterAll } from 'vitest';
import type { SqlDatabase } from '../../../src/adapters/postgres/sql-database';
import { migratedPGlite } from './postgres-test-database';
import { storeEquivalence } from './store-equivalence';

const opened: SqlDatabase[] = [];
afterAll(() => Promise.all(opened.map((db) => db.close())));

storeEquivalence('PGlite', async () => {
  const db = await migratedPGlite();
  opened.push(db);
  return db;
});
