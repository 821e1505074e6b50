import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoSeed } from '../../src/adapters/mock/fixtures/demo-seed.fixture';
import { demoSeedRecords, seedPostgres, type SeedRecords } from '../../src/adapters/postgres/postgres-seed';
import { createJsonLog } from '../../src/adapters/server/json-log';
import { DEFAULT_REGISTRATION_SETTINGS } from '../../src/application/auth/registration-gate';
import { createScryptPasswordHasher } from '../../src/adapters/server/scrypt-password-hasher';
import { readServerConfig, type ServerConfig } from '../../server/server-config';
import { startServer, type RunningServer, type StartOptions } from '../../server/start-server';
import { emptyDatabase, postgresUrl } from '../adapters/postgres/postgres-test-database';
import { openPostgresDatabase } from '../../src/adapters/postgres/postgres-js-database';

/**
 * The Node server as the suites start it: on PGlite in a temporary data folder, or on a database of its own on the
 * PostgreSQL server of DATABASE_URL (`npm run test:server`), on a free port, logging into an array.
 */
export type Engine = 'pglite' | 'postgres';

export interface TestServer {
  readonly url: string;
  readonly running: RunningServer;
  readonly logLines: Record<string, unknown>[];
  readonly config: ServerConfig;
  /** Empties every table, then stores the demo staff (password `demodemo`) and master data, no shipments. */
  reset(): Promise<void>;
  /** Stops the server (and removes its data unless `keep`). */
  stop(options?: { keep?: boolean }): Promise<void>;
  /** Starts a new server on the same data. */
  restart(): Promise<TestServer>;
}

let seedRecords: Promise<SeedRecords> | null = null;

/** Self-registration open from the start (as in the demo), for suites that register through the contract. */
export const OPEN_REGISTRATION: Omit<StartOptions, 'log'> = {
  registration: { ...DEFAULT_REGISTRATION_SETTINGS, openByDefault: true },
};

/** A new, empty database of its own on the PostgreSQL server of DATABASE_URL; `drop` removes it. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = postgresUrl();
  const name = `fd_server_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await openPostgresDatabase(serverUrl, { poolSize: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

async function launch(
  config: ServerConfig,
  cleanup: () => Promise<void>,
  options: Omit<StartOptions, 'log'> = {},
): Promise<TestServer> {
  const logLines: Record<string, unknown>[] = [];
  const log = createJsonLog((line) => logLines.push(JSON.parse(line) as Record<string, unknown>));
  const running = await startServer(config, { ...options, log });
  const server: TestServer = {
    url: running.url,
    running,
    logLines,
    config,
    async reset() {
      await emptyDatabase(running.database);
      seedRecords ??= demoSeedRecords(
        demoSeed({ seed: 7, freightCount: 0, today: new Date().toISOString().slice(0, 10) }),
        createScryptPasswordHasher(),
      );
      await seedPostgres(running.database, await seedRecords);
    },
    async stop(options = {}) {
      await running.close();
      if (!options.keep) await cleanup();
    },
    restart: () => launch(config, cleanup, options),
  };
  return server;
}

export async function startTestServer(
  engine: Engine,
  settings: Record<string, string> = {},
  options: Omit<StartOptions, 'log'> = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fd-server-'));
  const database = engine === 'postgres' ? await freshDatabase() : null;
  const env: NodeJS.ProcessEnv = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    FREIGHT_COUNT: '25',
    SEED: '7',
    JWT_SECRET: 'a-test-secret-of-at-least-thirty-two-bytes',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...settings,
  };
  return launch(
    readServerConfig(env),
    async () => {
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
    options,
  );
}
