import { exchangeRateCacheSuite } from './exchange-rate-cache.suite';
import { migratedPostgres } from './postgres-test-database';

exchangeRateCacheSuite('PostgreSQL', async () => {
  const { db, drop } = await migratedPostgres();
  return { db, done: drop };
});
