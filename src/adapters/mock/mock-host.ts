import type { Clock } from '../../application/ports/clock.port';
import { emptyMemoryData, type MemoryData } from '../memory/memory-data';
import { createMemoryAuthStores } from '../memory/memory-auth-stores';
import { countFromSeed, fillAllButShipments, fillMemoryData, passwordHashes } from '../memory/memory-seed';
import { MEMORY_TABLES, seededFreightTables, unchangedFromSeed, type SnapshotTable } from '../memory/memory-snapshot';
import { createMemoryStores } from '../memory/memory-stores';
import { DEFAULT_REGISTRATION_SETTINGS } from '../../application/auth/registration-gate';
import { createRestApp, type RestAppDeps } from '../rest/rest-app';
import { makeRestServices } from '../rest/rest-services';
import { createJoseTokenIssuer } from '../security/jose-token-issuer';
import { createPbkdf2PasswordHasher } from '../security/pbkdf2-password-hasher';
import { createRandomIdSource, createWebCryptoSecretSource, randomSecret } from '../security/web-crypto-secrets';
import { createTableExchangeRates } from '../memory/memory-exchange-rates';
import { demoSeed } from './fixtures/demo-seed.fixture';
import { seededExchangeRates } from './fixtures/exchange-rates.fixture';
import { createDemoPersistence, type ChangeChannel, type DemoPersistence } from './demo-persistence';
import type { SnapshotMeta, SnapshotStore } from './indexeddb-snapshot-store';
import type { MockServerOptions } from './mock-server';

/**
 * The REST contract hosted in the browser: the route table on the in-memory store, seeded with the demo data
 * (or loaded from the snapshot the last visit left), answering web Requests. In the app it runs in a worker
 * (`demo-host.worker.ts`) and Pretender on the page hands it the requests (`browser-mock.ts`); tests put Pretender
 * in front of it themselves (`startMockServer` with the host as its `rest`).
 */
export interface MockHostOptions extends Pick<MockServerOptions, 'seed' | 'freightCount' | 'now'> {
  /** Where the data is kept between visits; none: every start is a fresh seed. */
  readonly snapshot?: { readonly store: SnapshotStore; readonly channel: ChangeChannel | null } | null;
  /** PBKDF2 rounds for passwords (tests lower it). */
  readonly hashIterations?: number;
  /** One line per request (tests print the defects). */
  readonly logger?: RestAppDeps['logger'];
}

export interface MockHostHandle {
  /** The in-memory database (filled once `ready` resolves). */
  readonly data: MemoryData;
  /** Resolves once the data is seeded or loaded (started by the first request or by asking for this). */
  readonly ready: Promise<void>;
  /** The REST app, after catching up with other tabs (what Pretender hands requests to). */
  fetch(request: Request): Promise<Response>;
  /** Puts the seed back (and tells other tabs); the signed-in sessions stay. */
  resetDemoData(): Promise<void>;
  /** Waits until every change is in the snapshot. */
  flush(): Promise<void>;
  shutdown(): void;
}

// Raised when the seed generators make different records: a snapshot of an older seed is not applied to a newer one.
const SCHEMA = 3;
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
/** The sign-in routes: they read and write accounts and sessions only, never a shipment. */
const ACCOUNT_PATHS = '/api/authenticate/';
/** The shipment list's page of rows. */
const LIST_ROWS_PATH = '/api/freight/rows';
/**
 * Lets the worker's queued messages (a request) run before the next slice of seeding: a message to itself, which
 * comes back as a task of its own (a chain of zero timeouts would be held back 4 ms a link).
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
/** Everything but the sessions and throttling state, which a reset keeps. */
const SEEDED_TABLES = MEMORY_TABLES.filter((t) => t !== 'refreshTokens' && t !== 'attempts');

async function readSaved(store: SnapshotStore, options: MockHostOptions) {
  const meta = await store.readMeta();
  if (!meta || meta.schema !== SCHEMA || meta.seed !== options.seed || meta.freightCount !== options.freightCount) {
    return null;
  }
  return { meta, values: await store.readTables(MEMORY_TABLES) };
}

export async function startMockHost(options: MockHostOptions): Promise<MockHostHandle> {
  const clock: Clock = { now: options.now ?? (() => new Date()) };
  const today = () => clock.now().toISOString().slice(0, 10);
  const hasher = createPbkdf2PasswordHasher(
    options.hashIterations === undefined ? {} : { iterations: options.hashIterations },
  );
  const seedOf = (seededOn: string) =>
    demoSeed({ seed: options.seed, freightCount: options.freightCount, today: seededOn });
  const store = options.snapshot?.store ?? null;
  const data = emptyMemoryData();
  const codec = seededFreightTables;
  const persistence: DemoPersistence | null = store
    ? createDemoPersistence({ data, store, channel: options.snapshot?.channel ?? null, codec })
    : null;
  let meta: SnapshotMeta | null = null;

  /**
   * The seed is made every time (the snapshot keeps only what changed since): the shipments start at once, in slices
   * (a sign-in asked meanwhile is answered between two), and everything else is filled meanwhile, then the snapshot the
   * last visit left. The accounts are then enough to sign in; the shipments come when their last slice is made.
   */
  async function load() {
    const saved = store ? await readSaved(store, options).catch(() => null) : null;
    const seededOn = saved?.meta.seededOn ?? today();
    const seed = seedOf(seededOn);
    // Without saved shipment changes to put on top, the list's opening pages are answered while the shipments are made.
    const ahead = !saved || unchangedFromSeed(saved.values.freight);
    const made = data.freight.seedInSlices(seed.freightInput, nextTask, { ahead });
    fillAllButShipments(data, seed, saved ? new Map() : await passwordHashes(seed, hasher));
    if (saved)
      for (const table of MEMORY_TABLES) if (table !== 'freight') codec.decode(data, table, saved.values[table]);
    const loaded = saved?.meta ?? {
      schema: SCHEMA,
      seed: options.seed,
      freightCount: options.freightCount,
      seededOn,
      secret: toBase64(randomSecret()),
    };
    // Off the first read's path; the first write waits for it (see `fetch`).
    if (persistence && !saved) void persistence.saveAll(MEMORY_TABLES, loaded);
    meta = loaded;
    // The other tables are filled now: the shipments' changes and counters go on top once the last slice is made.
    const shipments = made.then((seeded) => {
      if (saved) codec.decode(data, 'freight', saved.values.freight);
      if (countFromSeed(data, seeded)) changed(['counters']);
      data.version += 1;
    });
    // Awaited by every request but a sign-in; a failure is theirs to report, not an unhandled rejection meanwhile.
    shipments.catch(() => undefined);
    return { meta: loaded, shipments };
  }

  const changed = (tables: Iterable<SnapshotTable>) => persistence?.changed(tables);
  const build = async () => {
    const loaded = await load();
    const services = makeRestServices({
      stores: createMemoryStores(data, changed),
      ...createMemoryAuthStores(data, (table) => changed([table])),
      hasher,
      tokens: createJoseTokenIssuer({ secret: fromBase64(loaded.meta.secret), issuer: 'freightdesk-mock' }),
      secrets: createWebCryptoSecretSource(),
      ids: createRandomIdSource(),
      clock,
      rates: createTableExchangeRates(seededExchangeRates(today())),
      // The demo lets visitors register (an admin may close it); the server starts closed.
      registration: { ...DEFAULT_REGISTRATION_SETTINGS, openByDefault: true },
    });
    const rest = createRestApp({ ...services, ...(options.logger ? { logger: options.logger } : {}) });
    // Expired sessions and stale throttling counts of earlier visits go once per visit (the server has a timer).
    void loaded.shipments.then(() => services.auth.purge()).catch(() => undefined);
    return { rest, shipments: loaded.shipments };
  };
  // Seeding (100,000 shipments take a second) starts with the first request or `ready`, so the first screen shows at
  // once; a sign-in waits only for the accounts, every other request for the shipments too.
  let app: ReturnType<typeof build> | null = null;
  const started = () => (app ??= build());
  const ready = () => started().then(({ shipments }) => shipments);
  // Another tab may have written since the last request: its tables are read again first. A write answers only
  // once its tables (and the first seed's snapshot) are stored: a reload right after a sign-in or a save finds them.
  const fetch = async (request: Request) => {
    const { rest, shipments } = await started();
    const path = new URL(request.url).pathname;
    // A page of the list goes ahead while the shipments are being made: the store answers the page the list opens
    // on at once, and makes any other wait for the seeding (see `FreightTable.pageAhead`).
    const goesAhead = request.method === 'GET' && path === LIST_ROWS_PATH && data.freight.seedingAhead;
    if (!path.startsWith(ACCOUNT_PATHS) && !goesAhead) {
      await shipments;
      await persistence?.catchUp();
    }
    const response = await rest.fetch(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') await persistence?.flush();
    return response;
  };
  return {
    data,
    get ready() {
      return ready();
    },
    fetch,
    async resetDemoData() {
      await ready();
      const seededOn = today();
      const seed = seedOf(seededOn);
      fillMemoryData(data, seed, await passwordHashes(seed, hasher), { keepSessions: true });
      meta = { ...(meta as SnapshotMeta), seededOn };
      await persistence?.saveAll(SEEDED_TABLES, meta);
    },
    flush: async () => {
      await ready();
      await persistence?.flush();
    },
    shutdown() {
      persistence?.close();
    },
  };
}
