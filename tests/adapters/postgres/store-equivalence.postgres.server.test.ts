import { afterAll } from 'vitest';
import { freightEquivalence } from './freight-equivalence';
import { masterDataEquivalence } from './master-data-equivalence';
import { migratedPostgres } from './postgres-test-database';

const drops: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(drops.map((drop) => drop())));
const open = async () => {
  const { db, drop } = await migratedPostgres();
  drops.push(drop);
  return db;
};

freightEquivalence('PostgreSQL server', open);
masterDataEquivalence('PostgreSQL server', open);
