import { afterAll } from 'vitest';
import type { SqlDatabase } from '../../../src/adapters/postgres/sql-database';
import { freightEquivalence } from './freight-equivalence';
import { masterDataEquivalence } from './master-data-equivalence';
import { migratedPGlite } from './postgres-test-database';

const opened: SqlDatabase[] = [];
afterAll(() => Promise.all(opened.map((db) => db.close())));
const open = async () => {
  const db = await migratedPGlite();
  opened.push(db);
  return db;
};

freightEquivalence('PGlite', open);
masterDataEquivalence('PGlite', open);
