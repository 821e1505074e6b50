import { dbMigrateSuite } from './db-migrate.suite';

dbMigrateSuite('postgres');
