import { describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../../src/adapters/postgres/postgres-migrations';
import { openPGliteDatabase } from '../../../src/adapters/postgres/pglite-database';
import { createPostgresStores } from '../../../src/adapters/postgres/postgres-stores';
import type { SqlDatabase } from '../../../src/adapters/postgres/sql-database';
import { DEFAULT_FREIGHT_QUERY } from '../../../src/domain/freight/freight-query';
import { freightRowOf } from '../../../src/domain/freight/freight-row';
import { aFreight } from '../../domain/freight/freight-test-data';

/**
 * A database migrated up to (not including) `version`, with the stores of this code over it. This code writes every
 * column it knows, the list row added later included (its migration finds it there).
 */
async function migratedUpTo(db: SqlDatabase, version: string) {
  const all = await readMigrations();
  const at = all.findIndex((m) => m.version === version);
  expect(at).toBeGreaterThan(0);
  await migrate(db, all.slice(0, at));
  await db.query('ALTER TABLE freight ADD COLUMN list_row json');
  return { all, later: all.slice(at), stores: createPostgresStores(db).stores };
}

describe('list columns of rows written before the domain changed them', () => {
  it('are rewritten from the stored documents by the migration that asks for it', async () => {
    const db = await openPGliteDatabase();
    try {
      const { all, later, stores } = await migratedUpTo(db, '004-refresh-list-columns');
      await stores.tx.run((uow) => uow.freight.put(aFreight({ id: 'fr-jp', destinationCountry: 'JP' })));
      // As an older server wrote it: the code only in the search key, the declared value in the invoice currency.
      await db.query(`UPDATE freight SET search = 'fr-2026-000001 jp', s_declared_value = 1 WHERE id = 'fr-jp'`);
      const japan = { ...DEFAULT_FREIGHT_QUERY, text: 'Japão' };
      expect((await stores.freight.list(japan)).total).toBe(0);
      expect(await migrate(db, all)).toEqual(later.map((m) => m.version));
      expect((await stores.freight.list(japan)).items.map((r) => r.id)).toEqual(['fr-jp']);
      const { rows } = await db.query<{ v: number | null }>(`SELECT s_declared_value AS v FROM freight`);
      expect(rows).toEqual([{ v: null }]);
    } finally {
      await db.close();
    }
  });

  it('fills the list rows of stored shipments, and lists one an older server wrote without a row from its document', async () => {
    const db = await openPGliteDatabase();
    try {
      const { all, stores } = await migratedUpTo(db, '010-list-rows');
      const stored = aFreight({ id: 'fr-old', destinationCountry: 'JP' });
      await stores.tx.run((uow) => uow.freight.put(stored));
      await db.query(`UPDATE freight SET list_row = NULL`);
      expect((await stores.freight.rows(DEFAULT_FREIGHT_QUERY)).items).toEqual([freightRowOf(stored)]);
      await migrate(db, all);
      const { rows } = await db.query<{ row: unknown }>(`SELECT list_row AS row FROM freight`);
      expect(rows).toEqual([{ row: freightRowOf(stored) }]);
      // Written during an upgrade by a copy that knows no list row.
      await db.query(`UPDATE freight SET list_row = NULL`);
      expect((await stores.freight.rows(DEFAULT_FREIGHT_QUERY)).items).toEqual([freightRowOf(stored)]);
    } finally {
      await db.close();
    }
  });
});
