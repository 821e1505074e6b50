import { createContactFixture } from '../src/adapters/mock/fixtures/contact.fixture';
import { createProductFixture } from '../src/adapters/mock/fixtures/product.fixture';
import { createUsersFixture, DEMO_PASSWORD } from '../src/adapters/mock/fixtures/users.fixture';
import { seedFreight } from '../src/adapters/mock/handlers/freight-store';
import { createMockDatabase } from '../src/adapters/mock/mock-database';
import type { SeedRecords } from '../src/adapters/postgres/postgres-seed';
import type { PasswordHasher } from '../src/application/ports/security.port';
import type { UserRecord } from '../src/domain/user/user-record';

/**
 * The demo data of the browser mock, from the same seeded generators: staff accounts (password `demodemo`),
 * contacts, products and `freightCount` shipments credited to the Admin and Staff accounts. A user's record id is
 * their sign-in account id.
 */
export async function demoSeed(options: {
  readonly seed: number;
  readonly freightCount: number;
  readonly now: Date;
  readonly hasher: PasswordHasher;
}): Promise<SeedRecords> {
  const at = options.now.toISOString();
  const db = createMockDatabase();
  db.define('contacts', () => []);
  db.define('products', () => []);
  db.define('users', () => []);
  const freight =
    options.freightCount > 0
      ? seedFreight({ seed: options.seed, freightCount: options.freightCount, db, now: () => options.now })
      : [];
  const users: UserRecord[] = createUsersFixture().map((row) => ({
    id: row.id,
    auth: row.id,
    name: row.name,
    email: row.email,
    status: 'active',
    rule: row.rule,
    updatedAt: at,
  }));
  const hashes = await Promise.all(
    users.map(async (user) => [user.id, await options.hasher.hash(DEMO_PASSWORD)] as const),
  );
  return {
    users,
    passwordHashes: new Map(hashes),
    products: createProductFixture(options.seed).map((product) => ({ ...product, updatedAt: at })),
    contacts: createContactFixture(options.seed).map((contact) => ({ ...contact, updatedAt: at })),
    freight,
  };
}
