import { exchangeRateCacheSuite } from './exchange-rate-cache.suite';
import { migratedPGlite } from './postgres-test-database';

exchangeRateCacheSuite('PGlite', async () => {
  const db = await migratedPGlite();
  return { db, done: () => db.close() };
});
