import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../../src/adapters/postgres/sql-database';
import { CONTACT_SORT_FIELDS } from '../../../src/domain/contact/contact-list';
import { PRODUCT_SORT_FIELDS } from '../../../src/domain/product/product-list';
import { USER_SORT_FIELDS } from '../../../src/domain/user/user-list';
import { ids, loaded } from './store-equivalence-data';

/** Master-data lists and pickers answer exactly as the in-memory reference store over the same records. */
export function masterDataEquivalence(name: string, open: () => Promise<SqlDatabase>): void {
  describe(`SQL master-data queries answer as the in-memory store: ${name}`, () => {
    it('master-data lists and pickers', async () => {
      const { sql, memory } = await loaded(open);
      const base = { text: '', filters: {}, page: 2, pageSize: 7 };
      const directions = ['asc', 'desc'] as const;
      for (const field of [...PRODUCT_SORT_FIELDS]) {
        for (const direction of directions) {
          for (const filters of [{}, { active: 'false' }, { currency: 'USD', countryOfOrigin: 'BR' }]) {
            const q = { ...base, text: 'caf', filters, sort: { field, direction } };
            expect(ids(await sql.products.list(q))).toEqual(ids(await memory.products.list(q)));
            const all = { ...q, text: '', page: 1 };
            expect(ids(await sql.products.list(all))).toEqual(ids(await memory.products.list(all)));
          }
        }
      }
      for (const field of CONTACT_SORT_FIELDS) {
        for (const direction of directions) {
          for (const filters of [{}, { role: 'consignee' }, { country: 'de' }]) {
            const q = { ...base, filters, sort: { field, direction } };
            expect(ids(await sql.contacts.list(q))).toEqual(ids(await memory.contacts.list(q)));
          }
        }
      }
      for (const field of USER_SORT_FIELDS) {
        for (const direction of directions) {
          const q = { ...base, page: 1, text: 'a', filters: { rule: 'admin' }, sort: { field, direction } };
          expect(ids(await sql.users.list(q))).toEqual(ids(await memory.users.list(q)));
        }
      }
      expect((await sql.users.all()).map((u) => u.id)).toEqual((await memory.users.all()).map((u) => u.id));
      for (const text of ['', 'p-00', 'coffee', '0901', 'zzz']) {
        expect((await sql.products.lookup(text, 8)).map((p) => p.id)).toEqual(
          (await memory.products.lookup(text, 8)).map((p) => p.id),
        );
      }
      for (const [text, role] of [
        ['', undefined],
        ['a', 'shipper'],
        ['gmbh', 'consignee'],
        ['@', undefined],
      ] as const) {
        const options = { limit: 6, ...(role ? { role } : {}) };
        expect((await sql.contacts.lookup(text, options)).map((c) => c.id)).toEqual(
          (await memory.contacts.lookup(text, options)).map((c) => c.id),
        );
      }
    });
  });
}
