import { describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../../src/adapters/postgres/postgres-migrations';
import { openPGliteDatabase } from '../../../src/adapters/postgres/pglite-database';
import { createPostgresStores } from '../../../src/adapters/postgres/postgres-stores';

describe('PostgreSQL migration: contacts become active or inactive', () => {
  it('reads a contact stored before the flag as active, offered by the picker and listed as active', async () => {
    const db = await openPGliteDatabase();
    try {
      const all = await readMigrations();
      await migrate(db, all.slice(0, 1));
      const { active: _active, ...old } = {
        id: 'c-old',
        firstname: 'Olga',
        lastname: 'Older',
        company: 'Old Trading',
        address: '',
        city: 'Santos',
        state: 'SP',
        zip: '',
        country: 'BR',
        phone: '',
        fax: '',
        email: '',
        web: '',
        roles: ['shipper'],
        taxId: '',
        active: true,
        updatedAt: '2026-01-01T00:00:00.000Z',
      };
      await db.query(
        `INSERT INTO contacts (id, version, doc, search, f_country, f_shipper, f_consignee, f_notify, f_carrier)
         VALUES ('c-old', 1, $1, 'olga older old trading', 'BR', true, false, false, false)`,
        [JSON.stringify(old)],
      );
      await migrate(db, all);
      const { stores } = createPostgresStores(db);
      const read = await stores.tx.run((uow) => uow.contacts.get('c-old'));
      expect(read).toEqual({ ...old, active: true });
      expect((await stores.contacts.lookup('olga', { role: 'shipper', limit: 5 })).map((c) => c.id)).toEqual(['c-old']);
      const listed = await stores.contacts.list({
        text: '',
        filters: { active: 'true' },
        sort: null,
        page: 1,
        pageSize: 10,
      });
      expect(listed.items.map((c) => c.id)).toEqual(['c-old']);
    } finally {
      await db.close();
    }
  });
});
