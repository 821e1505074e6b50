import type { PasswordHasher } from '../../application/ports/security.port';
import type { Contact } from '../../domain/contact/contact';
import type { FreightRecord } from '../../domain/freight/freight-record';
import { productCodeKey, type Product } from '../../domain/product/product';
import type { UserRecord } from '../../domain/user/user-record';
import type { DemoSeed } from '../mock/fixtures/demo-seed.fixture';
import { highestNumbers } from '../mock/fixtures/freight.fixture';
import { bulkInsertStatement, columnValues, type ListTable } from './postgres-list-table';
import { contactTable, freightTable, productTable, userTable } from './postgres-tables';
import type { SqlDatabase, SqlQueryable, SqlValue } from './sql-database';

/**
 * Bulk-loads seeded records into an empty database in one transaction: the records, their unique keys (product
 * codes as the product service claims them, user e-mails as stored), the password hashes and the freight and
 * invoice counters at the highest seeded numbers.
 */
export interface SeedRecords {
  readonly users: readonly UserRecord[];
  /** User id -> password hash (the host's hasher). */
  readonly passwordHashes: ReadonlyMap<string, string>;
  readonly products: readonly Product[];
  readonly contacts: readonly Contact[];
  readonly freight: readonly FreightRecord[];
}

const BATCH_ROWS = 200;

/** The demo seed as rows to load, each account's password hashed by the host's hasher (once per password). */
export async function demoSeedRecords(seed: DemoSeed, hasher: PasswordHasher): Promise<SeedRecords> {
  const hashes = new Map<string, string>();
  for (const { password } of seed.users) if (!hashes.has(password)) hashes.set(password, await hasher.hash(password));
  return {
    users: seed.users.map((user) => user.record),
    passwordHashes: new Map(seed.users.map((user) => [user.record.id, hashes.get(user.password) ?? ''])),
    products: seed.products,
    contacts: seed.contacts,
    freight: seed.freight,
  };
}

async function insertAll<T extends { readonly id: string }, S extends string, F extends string>(
  tx: SqlQueryable,
  table: ListTable<T, S, F>,
  records: readonly T[],
): Promise<void> {
  for (let start = 0; start < records.length; start += BATCH_ROWS) {
    const batch = records.slice(start, start + BATCH_ROWS);
    const params: SqlValue[] = batch.flatMap((record) => [record.id, record, ...columnValues(table, record)]);
    await tx.query(bulkInsertStatement(table, batch.length), params);
  }
}

const SEED_LOCK = 8_147_230_913;

/**
 * Seeds a database nobody has used yet (no user: nobody could sign in); answers whether it did. Copies of the
 * server starting together take turns on an advisory lock, so only the first seeds.
 */
export async function seedIfEmpty(db: SqlDatabase, build: () => Promise<SeedRecords>): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if ((await tx.query('SELECT 1 FROM users LIMIT 1')).rows.length > 0) return false;
    await insertSeed(tx, await build());
    return true;
  });
  // Fresh statistics (and, on PGlite, which has no autovacuum, a clean visibility map) for the planner.
  if (seeded) await db.query('VACUUM ANALYZE');
  return seeded;
}

async function insertSeed(tx: SqlQueryable, seed: SeedRecords): Promise<void> {
  await insertAll(tx, userTable, seed.users);
  await insertAll(tx, productTable, seed.products);
  await insertAll(tx, contactTable, seed.contacts);
  await insertAll(tx, freightTable, seed.freight);
  const claims = [
    ...seed.products.map((p) => ['product.code', productCodeKey(p.code), p.id] as const),
    ...seed.users.map((u) => ['user.email', u.email, u.id] as const),
  ];
  for (const [kind, key, owner] of claims) {
    await tx.query('INSERT INTO unique_keys (kind, key, owner) VALUES ($1, $2, $3)', [kind, key, owner]);
  }
  for (const [userId, hash] of seed.passwordHashes) {
    await tx.query('INSERT INTO credentials (user_id, password_hash) VALUES ($1, $2)', [userId, hash]);
  }
  const counters = highestNumbers(seed.freight);
  await tx.query('UPDATE counters SET value = $1 WHERE name = $2', [counters.reference, 'freight']);
  await tx.query('UPDATE counters SET value = $1 WHERE name = $2', [counters.invoiceNumber, 'invoice']);
}

/** Loads seeded records into an empty database whatever it holds (tests and benchmarks). */
export async function seedPostgres(db: SqlDatabase, seed: SeedRecords): Promise<void> {
  await db.transaction((tx) => insertSeed(tx, seed));
  await db.query('VACUUM ANALYZE');
}
