import type { Clock } from '../../application/ports/clock.port';
import { emptyMemoryData, type MemoryData } from '../memory/memory-data';
import { createMemoryAuthStores } from '../memory/memory-auth-stores';
import { fillMemoryData, passwordHashes, seededMemoryData } from '../memory/memory-seed';
import { MEMORY_TABLES, restoreTable, type SnapshotTable } from '../memory/memory-snapshot';
import { createMemoryStores } from '../memory/memory-stores';
import { createRestApp, type RestAppDeps } from '../rest/rest-app';
import { makeRestServices } from '../rest/rest-services';
import { createJoseTokenIssuer } from '../security/jose-token-issuer';
import { createPbkdf2PasswordHasher } from '../security/pbkdf2-password-hasher';
import { createRandomIdSource, createWebCryptoSecretSource, randomSecret } from '../security/web-crypto-secrets';
import { demoSeed } from './fixtures/demo-seed.fixture';
import { createDemoPersistence, type ChangeChannel, type DemoPersistence } from './demo-persistence';
import type { SnapshotMeta, SnapshotStore } from './indexeddb-snapshot-store';
import { startMockServer, type MockServerHandle, type MockServerOptions } from './mock-server';

/**
 * The REST contract hosted in the browser: the route table on the in-memory store, seeded with the demo data
 * (or loaded from the snapshot the last visit left), behind Pretender.
 */
export interface MockHostOptions extends Omit<MockServerOptions, 'rest'> {
  /** Where the data is kept between visits; none: every start is a fresh seed. */
  readonly snapshot?: { readonly store: SnapshotStore; readonly channel: ChangeChannel | null } | null;
  /** PBKDF2 rounds for passwords (tests lower it). */
  readonly hashIterations?: number;
  /** One line per request (tests print the defects). */
  readonly logger?: RestAppDeps['logger'];
}

export interface MockHostHandle {
  readonly server: MockServerHandle;
  readonly data: MemoryData;
  /** The REST app itself (what Pretender hands requests to). */
  fetch(request: Request): Promise<Response>;
  /** Puts the seed back (and tells other tabs); the signed-in sessions stay. */
  resetDemoData(): Promise<void>;
  /** Waits until every change is in the snapshot. */
  flush(): Promise<void>;
  shutdown(): void;
}

const SCHEMA = 1;
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
/** Everything but the sessions and throttling state, which a reset keeps. */
const SEEDED_TABLES = MEMORY_TABLES.filter((t) => t !== 'refreshTokens' && t !== 'attempts');

async function loadSnapshot(store: SnapshotStore, options: MockHostOptions) {
  const meta = await store.readMeta();
  if (!meta || meta.schema !== SCHEMA || meta.seed !== options.seed || meta.freightCount !== options.freightCount) {
    return null;
  }
  return { meta, rows: await store.readTables(MEMORY_TABLES) };
}

export async function startMockHost(options: MockHostOptions): Promise<MockHostHandle> {
  const clock: Clock = { now: options.now ?? (() => new Date()) };
  const hasher = createPbkdf2PasswordHasher(
    options.hashIterations === undefined ? {} : { iterations: options.hashIterations },
  );
  const seedOf = () =>
    demoSeed({ seed: options.seed, freightCount: options.freightCount, today: clock.now().toISOString().slice(0, 10) });
  const store = options.snapshot?.store ?? null;
  const saved = store ? await loadSnapshot(store, options).catch(() => null) : null;

  const data = saved ? emptyMemoryData() : await seededMemoryData(seedOf(), hasher);
  if (saved) for (const table of MEMORY_TABLES) restoreTable(data, table, saved.rows[table] ?? []);
  const meta: SnapshotMeta = saved?.meta ?? {
    schema: SCHEMA,
    seed: options.seed,
    freightCount: options.freightCount,
    secret: toBase64(randomSecret()),
  };

  const persistence: DemoPersistence | null = store
    ? createDemoPersistence({ data, store, channel: options.snapshot?.channel ?? null })
    : null;
  if (persistence && !saved) await persistence.saveAll(MEMORY_TABLES, meta);
  const changed = (tables: Iterable<SnapshotTable>) => persistence?.changed(tables);

  const services = makeRestServices({
    stores: createMemoryStores(data, changed),
    ...createMemoryAuthStores(data, (table) => changed([table])),
    hasher,
    tokens: createJoseTokenIssuer({ secret: fromBase64(meta.secret), issuer: 'freightdesk-mock' }),
    secrets: createWebCryptoSecretSource(),
    ids: createRandomIdSource(),
    clock,
  });
  const app = createRestApp({ ...services, ...(options.logger ? { logger: options.logger } : {}) });
  const fetch = async (request: Request) => app.fetch(request);
  const server = startMockServer({
    ...options,
    rest: { fetch, ...(persistence ? { beforeRequest: () => persistence.catchUp() } : {}) },
  });

  return {
    server,
    data,
    fetch,
    async resetDemoData() {
      const seed = seedOf();
      fillMemoryData(data, seed, await passwordHashes(seed, hasher), { keepSessions: true });
      await persistence?.saveAll(SEEDED_TABLES, meta);
    },
    flush: () => persistence?.flush() ?? Promise.resolve(),
    shutdown() {
      persistence?.close();
      server.shutdown();
    },
  };
}
