import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedPostgres } from '../../src/adapters/postgres/postgres-seed';
import { createJsonLog } from '../../src/adapters/server/json-log';
import { createScryptPasswordHasher } from '../../src/adapters/server/scrypt-password-hasher';
import { readServerConfig, type ServerConfig } from '../../server/server-config';
import { startServer, type RunningServer } from '../../server/start-server';
import { emptyDatabase, postgresUrl } from '../adapters/postgres/postgres-test-database';
import { openPostgresDatabase } from '../../src/adapters/postgres/postgres-js-database';
import type { UserRecord } from '../../src/domain/user/user-record';

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
  /** Empties every table, then stores the demo staff (password `demodemo`) again. */
  reset(): Promise<void>;
  /** Stops the server (and removes its data unless `keep`). */
  stop(options?: { keep?: boolean }): Promise<void>;
  /** Starts a new server on the same data. */
  restart(): Promise<TestServer>;
}

export const STAFF: readonly UserRecord[] = [
  { id: 'u-admin', auth: 'u-admin', name: 'Admin', email: 'admin@demo.com', rule: 'admin' },
  { id: 'u-staff', auth: 'u-staff', name: 'Staff', email: 'staff@demo.com', rule: 'user' },
  { id: 'u-demo', auth: 'u-demo', name: 'Demo', email: 'demo@demo.com', rule: 'admin' },
].map((u) => ({
  ...u,
  status: 'active' as const,
  rule: u.rule as 'admin' | 'user',
  updatedAt: '2026-11-01T00:00:00.000Z',
}));

let demoHash: Promise<string> | null = null;

async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
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

async function launch(config: ServerConfig, cleanup: () => Promise<void>): Promise<TestServer> {
  const logLines: Record<string, unknown>[] = [];
  const log = createJsonLog((line) => logLines.push(JSON.parse(line) as Record<string, unknown>));
  const running = await startServer(config, { log });
  const server: TestServer = {
    url: running.url,
    running,
    logLines,
    config,
    async reset() {
      await emptyDatabase(running.database);
      demoHash ??= createScryptPasswordHasher().hash('demodemo');
      const hash = await demoHash;
      await seedPostgres(running.database, {
        users: STAFF,
        passwordHashes: new Map(STAFF.map((u) => [u.id, hash])),
        products: [],
        contacts: [],
        freight: [],
      });
    },
    async stop(options = {}) {
      await running.close();
      if (!options.keep) await cleanup();
    },
    restart: () => launch(config, cleanup),
  };
  return server;
}

export async function startTestServer(engine: Engine, settings: Record<string, string> = {}): Promise<TestServer> {
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
  return launch(readServerConfig(env), async () => {
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });
}
