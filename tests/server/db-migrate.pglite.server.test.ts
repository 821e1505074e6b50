import { dbMigrateSuite } from './db-migrate.suite';

dbMigrateSuite('pglite');
