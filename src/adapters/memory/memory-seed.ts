import type { PasswordHasher } from '../../application/ports/security.port';
import { productCodeKey } from '../../domain/product/product';
import type { DemoSeed } from '../mock/fixtures/demo-seed.fixture';
import type { SeededFreight } from '../mock/fixtures/freight.fixture';
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
  fillAllButShipments(data, seed, passwordHashes, options);
  countFromSeed(data, data.freight.seed(seed.freightInput));
  data.version += 1;
}

/**
 * Everything but the shipments (which a host may seed meanwhile or afterwards, in slices: `FreightTable.seedInSlices`,
 * then `countFromSeed`); the shipments table is left as it is.
 */
export function fillAllButShipments(
  data: MemoryData,
  seed: DemoSeed,
  passwordHashes: ReadonlyMap<string, string>,
  options: { readonly keepSessions?: boolean } = {},
): void {
  const tables: Map<string, unknown>[] = [
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
  data.version += 1;
}

/**
 * The freight and invoice counters at least at the highest seeded numbers (the next ones continue the series; a
 * counter already past them, kept from an earlier visit, stays). Answers whether either moved.
 */
export function countFromSeed(data: MemoryData, seeded: SeededFreight): boolean {
  let moved = false;
  const raise = (name: string, value: string | null) => {
    const current = data.counters.get(name);
    if (value !== null && (current === undefined || current < value)) {
      data.counters.set(name, value);
      moved = true;
    }
  };
  raise('freight', seeded.last.reference);
  raise('invoice', seeded.last.invoiceNumber);
  return moved;
}
