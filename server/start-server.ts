import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { openPGliteDatabase } from '../src/adapters/postgres/pglite-database';
import { openPostgresDatabase } from '../src/adapters/postgres/postgres-js-database';
import { migrate } from '../src/adapters/postgres/postgres-migrations';
import { demoSeed } from '../src/adapters/mock/fixtures/demo-seed.fixture';
import { demoSeedRecords, seedIfEmpty } from '../src/adapters/postgres/postgres-seed';
import { cachedExchangeRates } from '../src/adapters/postgres/postgres-exchange-rate-cache';
import { createPostgresStores } from '../src/adapters/postgres/postgres-stores';
import { createInProcessChangeRelay, createPostgresChangeRelay } from '../src/adapters/postgres/postgres-change-relay';
import { createBcbPtaxExchangeRates } from '../src/adapters/ptax/bcb-ptax-exchange-rates.adapter';
import type { SqlDatabase } from '../src/adapters/postgres/sql-database';
import { createRestApp } from '../src/adapters/rest/rest-app';
import { makeRestServices } from '../src/adapters/rest/rest-services';
import { auth0Settings, createAuth0TokenVerifier } from '../src/adapters/security/auth0-token-verifier';
import { createJoseTokenIssuer } from '../src/adapters/security/jose-token-issuer';
import { createRandomIdSource, createWebCryptoSecretSource } from '../src/adapters/security/web-crypto-secrets';
import { clientAddressOf } from '../src/adapters/server/client-address';
import { createHostApp } from '../src/adapters/server/host-app';
import { createJsonLog, type JsonLog } from '../src/adapters/server/json-log';
import { startNodeServer } from '../src/adapters/server/node-server';
import { createRequestRateLimiter } from '../src/adapters/server/request-rate-limiter';
import { createScryptPasswordHasher } from '../src/adapters/server/scrypt-password-hasher';
import { secretFromFile } from '../src/adapters/server/secret-file';
import { withVerifiedTokenCache } from '../src/adapters/server/verified-token-cache';
import { DEFAULT_AUTH_SETTINGS } from '../src/application/auth/auth-service';
import type { AuthSettings } from '../src/application/auth/auth-service';
import type { RegistrationSettings } from '../src/application/auth/registration-gate';
import { AppError } from '../src/application/errors/app-error';
import type { Clock } from '../src/application/ports/clock.port';
import type { ChangeRelay, RecordChange } from '../src/application/ports/change-feed.port';
import { announcingChanges, announcingViewChanges } from '../src/application/live/change-capture';
import { createChangeFeed } from '../src/application/live/change-feed';
import { checkServingConfig, ConfigError, type ServerConfig } from './server-config';

/**
 * The Node host's composition root: the database (embedded PGlite in the data folder, or the PostgreSQL server of
 * DATABASE_URL: the one place that decides), its migrations, the demo seed on first start, the business core and
 * the REST app, served over HTTP.
 */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly database: SqlDatabase;
  /** Stops accepting, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

/** How long a shutdown waits for requests in flight before it closes the database anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The server of a PostgreSQL address, without the password: what a log line may show. */
function serverOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.username ? `${parsed.username}@` : ''}${parsed.host}${parsed.pathname}`;
}

/**
 * The configured database, answering: a PostgreSQL server that does not (refused, unknown host, wrong password, no
 * such database) is a bad DATABASE_URL, said in one line that names the variable and the server, not the password.
 */
export async function openDatabase(config: ServerConfig): Promise<SqlDatabase> {
  if (config.databaseUrl) {
    try {
      return await openPostgresDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
    } catch (error) {
      const reason = (error as { code?: unknown }).code ?? (error instanceof Error ? error.message : String(error));
      throw new ConfigError(
        `DATABASE_URL: the PostgreSQL server ${serverOf(config.databaseUrl)} did not answer (${String(reason)})`,
      );
    }
  }
  await mkdir(config.dataDir, { recursive: true });
  return openPGliteDatabase(join(config.dataDir, 'pglite'));
}

export interface StartOptions {
  readonly log?: JsonLog;
  readonly clock?: Clock;
  /** Tests only: other throttling rules than the defaults (e.g. a low ceiling, reached in a few requests). */
  readonly authSettings?: AuthSettings;
  readonly registration?: RegistrationSettings;
  /** How often expired refresh tokens and stale throttling counts are deleted; an hour unless a test says. */
  readonly purgeEveryMs?: number;
  /** Tests only: the event stream's ping interval (15 s) and how many changes a copy keeps to resume (1,000). */
  readonly eventPingMs?: number;
  readonly eventsKept?: number;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  checkServingConfig(config);
  const log = options.log ?? createJsonLog();
  const clock = options.clock ?? { now: () => new Date() };
  const db = await openDatabase(config);
  let relay: ChangeRelay | null = null;
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log.info('migrations applied', { versions: applied.join(', ') });
    const hasher = createScryptPasswordHasher();
    const started = performance.now();
    const seeded = await seedIfEmpty(db, () =>
      demoSeedRecords(
        demoSeed({
          seed: config.seed,
          freightCount: config.freightCount,
          today: clock.now().toISOString().slice(0, 10),
        }),
        hasher,
      ),
    );
    if (seeded) {
      log.info('demo data seeded', {
        shipments: config.freightCount,
        seed: config.seed,
        ms: Math.round(performance.now() - started),
      });
    }
    const secret = config.jwtSecret ?? (await secretFromFile(config.dataDir, (message) => log.warn(message)));
    const { stores, auth } = createPostgresStores(db);
    // Every committed change is announced to the event streams of every copy (docs/server.md, "Several copies").
    const announceFailed = (error: unknown) =>
      log.warn('change not announced', { error: error instanceof Error ? error.message : String(error) });
    const changeRelay = config.databaseUrl
      ? createPostgresChangeRelay(db, config.databaseUrl, { onError: announceFailed })
      : createInProcessChangeRelay(db, { onError: announceFailed });
    relay = changeRelay;
    const publish = (changes: readonly RecordChange[]) => changeRelay.publish(changes);
    const feed = createChangeFeed(options.eventsKept ? { capacity: options.eventsKept } : {});
    await changeRelay.start(feed);
    const core = makeRestServices({
      stores: { ...stores, tx: announcingChanges(stores.tx, publish, clock) },
      ...auth,
      hasher,
      tokens: withVerifiedTokenCache(createJoseTokenIssuer({ secret })),
      secrets: createWebCryptoSecretSource(),
      ids: createRandomIdSource(),
      clock,
      rates: cachedExchangeRates(db, createBcbPtaxExchangeRates({ baseUrl: config.ptaxBaseUrl })),
      ...(options.authSettings ? { authSettings: options.authSettings } : {}),
      ...(options.registration ? { registration: options.registration } : {}),
    });
    const services = {
      ...core,
      backend: { ...core.backend, views: announcingViewChanges(core.backend.views, publish, clock) },
    };
    const host = createHostApp({ log, newRequestId: randomUUID });
    const rate = config.rateLimitPerMinute;
    const limitRate = rate > 0 ? createRequestRateLimiter({ perMinute: rate, burst: rate }) : undefined;
    host.mount(
      createRestApp({
        ...services,
        ...(config.auth0
          ? { hostedTokens: createAuth0TokenVerifier(auth0Settings(config.auth0.domain, config.auth0.audience)) }
          : {}),
        logger: host.restLogger,
        changes: { feed, ...(options.eventPingMs ? { pingMs: options.eventPingMs } : {}) },
        clientAddress: clientAddressOf(config.trustProxy),
        ...(limitRate ? { limitRate } : {}),
        settings: {
          allowedOrigins: config.corsOrigins,
          sessionCookie: { maxAgeSeconds: DEFAULT_AUTH_SETTINGS.refreshLifetimeSeconds },
        },
        health: async () => {
          try {
            await db.query('SELECT 1');
          } catch {
            throw new AppError('server', 'The database does not answer.', { code: 'health.database' });
          }
          return { database: 'ok' };
        },
      }),
    );
    const server = await startNodeServer(host.app, {
      port: config.port,
      hostname: config.host,
      headersTimeoutMs: config.headersTimeoutMs,
      requestTimeoutMs: config.requestTimeoutMs,
    });
    // Expired refresh tokens and stale throttling counts go now and then every `purgeEveryMs` (an hour).
    const purge = () =>
      services.auth.purge().then(
        (gone) => {
          if (gone.refreshTokens + gone.attempts > 0) log.info('purged', gone);
        },
        (error: unknown) => log.warn('purge failed', { error: error instanceof Error ? error.message : String(error) }),
      );
    const purging = purge();
    const purgeTimer = setInterval(() => void purge(), options.purgeEveryMs ?? 3_600_000);
    purgeTimer.unref();
    return {
      url: server.url,
      port: server.port,
      database: db,
      async close() {
        clearInterval(purgeTimer);
        await purging;
        // Event streams never end by themselves: they end first, so the listener can close.
        feed.close();
        await server.close(SHUTDOWN_GRACE_MS);
        await host.drained(SHUTDOWN_GRACE_MS);
        await changeRelay.close();
        await db.close();
      },
    };
  } catch (error) {
    await relay?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
