import type { BackendStores } from '../../application/backend';
import { createPostgresAuditQueries } from './postgres-audit-queries';
import { createPostgresAuthStores } from './postgres-auth-stores';
import { createPostgresFreightQueries } from './postgres-freight-queries';
import {
  createPostgresContactQueries,
  createPostgresProductQueries,
  createPostgresUserQueries,
} from './postgres-master-data-queries';
import { createPostgresSavedViewStore } from './postgres-saved-views';
import { createPostgresTransactor } from './postgres-transactor';
import type { SqlDatabase } from './sql-database';

/** The store family on one PostgreSQL database (embedded PGlite or a server), and the sign-in stores beside it. */
export function createPostgresStores(db: SqlDatabase) {
  const stores: BackendStores = {
    tx: createPostgresTransactor(db),
    freight: createPostgresFreightQueries(db),
    products: createPostgresProductQueries(db),
    contacts: createPostgresContactQueries(db),
    users: createPostgresUserQueries(db),
    audit: createPostgresAuditQueries(db),
    views: createPostgresSavedViewStore(db),
  };
  return { stores, auth: createPostgresAuthStores(db) };
}
