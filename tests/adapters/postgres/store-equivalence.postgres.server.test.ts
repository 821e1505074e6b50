import { afterAll } from 'vitest';
import { migratedPostgres } from './postgres-test-database';
import { storeEquivalence } from './store-equivalence';

const drops: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(drops.map((drop) => drop())));

storeEquivalence('PostgreSQL server', async () => {
  const { db, drop } = await migratedPostgres();
  drops.push(drop);
  return db;
});
