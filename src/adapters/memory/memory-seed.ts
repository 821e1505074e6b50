import type { PasswordHasher } from '../../application/ports/security.port';
import { productCodeKey } from '../../domain/product/product';
import { seedCounters, type DemoSeed } from '../mock/fixtures/demo-seed.fixture';
import { emptyMemoryData, uniqueSlot, type MemoryData } from './memory-data';

/**
 * The in-memory database holding the demo seed: records, their unique keys (product codes, user e-mails), the
 * freight and invoice counters at the highest seeded numbers, and each account's password hashed by the host's hasher.
 */
export async function seededMemoryData(seed: DemoSeed, hasher: PasswordHasher): Promise<MemoryData> {
  const data = emptyMemoryData();
  fillMemoryData(data, seed, await passwordHashes(seed, hasher));
  return data;
}

/** One hash per distinct password (the demo accounts share theirs), so seeding stays quick. */
export async function passwordHashes(seed: DemoSeed, hasher: PasswordHasher): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const { password } of seed.users) if (!out.has(password)) out.set(password, await hasher.hash(password));
  return out;
}

/**
 * Replaces everything in `data` with the seed, in place (stores built over it see the change); `keepSessions`
 * leaves refresh tokens and sign-in throttling as they are.
 */
export function fillMemoryData(
  data: MemoryData,
  seed: DemoSeed,
  passwordHashes: ReadonlyMap<string, string>,
  options: { readonly keepSessions?: boolean } = {},
): void {
  const tables: Map<string, unknown>[] = [
    data.freight,
    data.products,
    data.contacts,
    data.users,
    data.uniques,
    data.counters,
    data.requests,
    data.credentials,
    data.savedViews,
    data.viewDefaults,
  ];
  if (!options.keepSessions) tables.push(data.refreshTokens, data.attempts);
  for (const table of tables) table.clear();
  data.audit.length = 0;
  for (const { record, password } of seed.users) {
    data.users.set(record.id, record);
    data.uniques.set(uniqueSlot('user.email', record.email), record.id);
    const hash = passwordHashes.get(password);
    if (hash) data.credentials.set(record.id, hash);
  }
  for (const contact of seed.contacts) data.contacts.set(contact.id, contact);
  for (const product of seed.products) {
    data.products.set(product.id, product);
    data.uniques.set(uniqueSlot('product.code', productCodeKey(product.code)), product.id);
  }
  for (const record of seed.freight) data.freight.set(record.id, record);
  const counters = seedCounters(seed.freight);
  if (counters.freight) data.counters.set('freight', counters.freight);
  if (counters.invoice) data.counters.set('invoice', counters.invoice);
  data.version += 1;
}
