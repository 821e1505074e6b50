import type { RegistrationSettings } from '../../../src/application/auth/registration-gate';
import { createMemoryAuthStores } from '../../../src/adapters/memory/memory-auth-stores';
import { emptyMemoryData, uniqueSlot, type MemoryData } from '../../../src/adapters/memory/memory-data';
import { createMemoryStores } from '../../../src/adapters/memory/memory-stores';
import { makeAuthService } from '../../../src/application/auth/auth-service';
import type { Caller } from '../../../src/application/auth/caller';
import { makeBackend } from '../../../src/application/backend';
import type { AuthAccounts } from '../../../src/application/ports/auth-accounts.port';
import type { PasswordHasher, SecretSource, TokenIssuer } from '../../../src/application/ports/security.port';
import type { UserRecord } from '../../../src/domain/user/user-record';
import { PARTY_CONTACTS } from '../../domain/freight/freight-test-data';
import type { ExchangeRateSource } from '../../../src/application/ports/exchange-rate-source.port';

/**
 * The business core on the in-memory store, with fakes for what the hosts bring (clock, ids, password hashing,
 * tokens): every workflow is tested here without a host, a network or real cryptography.
 */
export const T0 = Date.parse('2026-11-21T12:00:00.000Z');

export function fakeClock(start = T0) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const fakeHasher: PasswordHasher = {
  hash: async (password) => `hashed:${password}`,
  // `old:<password>` stands for a hash made at an older cost: it verifies, and asks to be made again.
  verify: async (password, hash) => hash === `hashed:${password}` || hash === `old:${password}`,
  needsRehash: (hash) => hash.startsWith('old:'),
};

/** Tokens as readable text: `access|<user>|<role>|<expires ms>`; the fake verifies only what it issued. */
function fakeTokens(): TokenIssuer {
  const issued = new Set<string>();
  const make = (text: string) => {
    issued.add(text);
    return Promise.resolve(text);
  };
  const read = (token: string, purpose: string, now: Date) => {
    const [kind, userId, role, expires] = token.split('|');
    if (!issued.has(token) || kind !== purpose || Number(expires) <= now.getTime()) return null;
    return {
      userId: userId ?? '',
      role: role === 'admin' ? ('admin' as const) : ('user' as const),
      expiresAtMs: Number(expires),
    };
  };
  return {
    accessLifetimeSeconds: 900,
    issueAccess: (claims, now) => make(`access|${claims.userId}|${claims.role}|${now.getTime() + 900_000}`),
    verifyAccess: async (token, now) => read(token, 'access', now),
    issueReset: (userId, now) => make(`reset|${userId}|user|${now.getTime() + 3_600_000}`),
    verifyReset: async (token, now) => read(token, 'reset', now)?.userId ?? null,
  };
}

function counterIds() {
  let n = 0;
  return { newId: (prefix: string) => `${prefix}-${(n += 1)}` };
}

function fakeSecrets(): SecretSource {
  let n = 0;
  return { newToken: () => `token-${(n += 1)}`, digest: async (token) => `digest:${token}` };
}

export const ADMIN: Caller = { id: 'u-admin', name: 'Ana Admin', role: 'admin' };
export const STAFF: Caller = { id: 'u-staff', name: 'Sam Staff', role: 'user' };

function seedUser(data: MemoryData, caller: Caller, password = 'demodemo'): void {
  const email = `${caller.id.slice(2)}@demo.com`;
  const record: UserRecord = {
    id: caller.id,
    auth: caller.id,
    name: caller.name,
    email,
    status: 'active',
    rule: caller.role,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  data.users.set(record.id, record);
  data.uniques.set(uniqueSlot('user.email', email), record.id);
  data.credentials.set(record.id, `hashed:${password}`);
}

/**
 * A fresh core over an empty store holding two members of staff, Ana (admin) and Sam (user), and the two contacts the
 * freight test data names as shipper and consignee.
 */
/** `rates`: where booking takes the invoice date's rate (absent: booking keeps the record's). */
export function coreHarness(
  options: { readonly registration?: RegistrationSettings; readonly rates?: ExchangeRateSource } = {},
) {
  const data = emptyMemoryData();
  seedUser(data, ADMIN);
  seedUser(data, STAFF);
  for (const contact of PARTY_CONTACTS) data.contacts.set(contact.id, contact);
  const clock = fakeClock();
  const ids = counterIds();
  const stores = createMemoryStores(data);
  const authStores = createMemoryAuthStores(data);
  const accounts: AuthAccounts = {
    async create(_email, password) {
      const authId = ids.newId('u');
      await authStores.credentials.setPasswordHash(authId, await fakeHasher.hash(password));
      return { authId };
    },
    remove: (authId) => authStores.credentials.remove(authId),
  };
  const backend = makeBackend(stores, { clock, ids, accounts, ...(options.rates ? { rates: options.rates } : {}) });
  const auth = makeAuthService({
    tx: stores.tx,
    ...authStores,
    users: stores.users,
    ...(options.registration ? { registration: options.registration } : {}),
    hasher: fakeHasher,
    tokens: fakeTokens(),
    secrets: fakeSecrets(),
    clock,
  });
  return { data, clock, backend, auth };
}

/** The refusal a promise ends with (fails the test when it resolves). */
export async function refusal(
  promise: Promise<unknown>,
): Promise<{ code: string; kind: string } & Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; kind: string };
  }
  throw new Error('expected a refusal');
}
