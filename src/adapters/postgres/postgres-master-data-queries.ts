import type {
  ContactQueries,
  ProductQueries,
  UserQueries,
} from '../../application/ports/store/master-data-queries.port';
import type { Contact } from '../../domain/contact/contact';
import { contactFiltersOf, pickContacts } from '../../domain/contact/contact-list';
import type { Product } from '../../domain/product/product';
import { pickProducts, productFiltersOf } from '../../domain/product/product-list';
import type { UserRecord } from '../../domain/user/user-record';
import { listPage } from './postgres-list-query';
import { contactTable, productTable, userTable } from './postgres-tables';
import type { SqlQueryable } from './sql-database';

/**
 * Master-data reads in SQL. The pickers hand the domain's picking functions the records they choose from (active
 * products; active contacts holding the role), in the order records were first written, so the choice and its order are
 * the domain's.
 */
const docs = async <T>(db: SqlQueryable, text: string, params: string[] = []): Promise<T[]> =>
  (await db.query<{ doc: T }>(text, params)).rows.map((row) => row.doc);

export function createPostgresProductQueries(db: SqlQueryable): ProductQueries {
  return {
    list: (query) => listPage(db, productTable, { ...query, filters: productFiltersOf(query.filters) }),
    lookup: async (text, limit) =>
      pickProducts(await docs<Product>(db, 'SELECT doc FROM products WHERE f_active ORDER BY seq'), text, limit),
  };
}

export function createPostgresContactQueries(db: SqlQueryable): ContactQueries {
  return {
    list: (query) => {
      const filters = contactFiltersOf(query.filters);
      return listPage(db, contactTable, { ...query, filters });
    },
    lookup: async (text, options) => {
      const role = options.role ?? null;
      const pool = await docs<Contact>(
        db,
        role
          ? `SELECT doc FROM contacts WHERE f_active AND ${contactTable.filterColumns[role]} ORDER BY seq`
          : 'SELECT doc FROM contacts WHERE f_active ORDER BY seq',
      );
      return pickContacts(pool, text, role, options.limit);
    },
  };
}

export function createPostgresUserQueries(db: SqlQueryable): UserQueries {
  return {
    list: (query) => listPage(db, userTable, query),
    all: () => docs<UserRecord>(db, 'SELECT doc FROM users ORDER BY seq'),
  };
}
