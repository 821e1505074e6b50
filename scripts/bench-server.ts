/* eslint-disable no-console -- a benchmark prints its figures */
/**
 * `npm run bench:server`: the Node server with 100,000 seeded shipments, on PGlite and on PostgreSQL, under 20
 * concurrent clients on loopback (autocannon), each phase bounded in time. Prints p50 and p95 latency of the freight
 * list (25 rows, one filter, one sort, as the list screen asks for it: `/api/freight/rows`), of a record read, and of shipment creates with creates per second.
 * Goals with PostgreSQL: list p95 under 25 ms, at least 300 creates per second.
 *
 * PostgreSQL comes from DATABASE_URL (npm run bench:server starts a throw-away cluster through scripts/pg-cluster.sh);
 * without it only PGlite is measured and the PostgreSQL figures are reported as missing.
 * BENCH_PGLITE=0 measures PostgreSQL only.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import postgres from 'postgres';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 100_000);
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const START_TIMEOUT_MS = 20 * 60_000;

interface Figures {
  readonly requests: number;
  readonly ok: number;
  readonly p50: number;
  readonly p95: number;
  readonly perSecond: number;
  /** CPU time per request of the server process and of the PostgreSQL cluster (null where not measurable). */
  readonly serverCpuMs: number | null;
  readonly databaseCpuMs: number | null;
}

/**
 * CPU time (user + system, ms) a process has used, from Linux's /proc; null elsewhere. Latency on a shared machine
 * depends on what else runs; CPU per request does not, so the table shows both.
 */
function cpuTimeMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** CPU time of a PostgreSQL cluster: its postmaster and every process it started. */
function clusterCpuMs(postmaster: number): number | null {
  let total = cpuTimeMs(postmaster);
  if (total === null) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1];
      if (Number(parent) === postmaster) total += cpuTimeMs(Number(entry)) ?? 0;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

async function postmasterPid(databaseUrl: string): Promise<number | null> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<{ data_directory: string }[]>`SELECT current_setting('data_directory') AS data_directory`;
    const pid = Number(readFileSync(join(row?.data_directory ?? '', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  } finally {
    await sql.end();
  }
}

const perRequest = (before: number | null, after: number | null, requests: number) =>
  before === null || after === null || requests === 0 ? null : (after - before) / requests;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  // The server's log goes to a file, as on a host whose log collector keeps up. Through a pipe that this process
  // reads between its own requests, a full pipe would stop the server at its next log line (Node writes to a pipe
  // synchronously on Linux), and the figures would measure this process's reading, not the server.
  const logFile = join(await mkdtemp(join(tmpdir(), 'fd-bench-log-')), 'server.log');
  const logFd = openSync(logFile, 'w');
  // Node itself, not npx: the SIGTERM that ends a phase must reach the server (npx would leave it running).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // The load comes from one user: the per-user request limit is off; copies on PostgreSQL need JWT_SECRET.
    env: {
      JWT_SECRET: 'a-bench-secret-of-at-least-thirty-two-bytes',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: '20261121',
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', logFd, 'inherit'],
  });
  closeSync(logFd);
  const url = `http://127.0.0.1:${port}`;
  let shown = 0;
  let listening = false;
  const readLog = () => {
    let text = '';
    try {
      text = readFileSync(logFile, 'utf8');
    } catch {
      return text; // removed once the server stopped
    }
    const lines = text.split('\n');
    for (const line of lines.slice(shown, -1)) {
      if (line.includes('"listening"')) listening = true;
      if (line.includes('"demo data seeded"') || line.includes('"listening"'))
        process.stdout.write(`  server: ${line}\n`);
    }
    shown = Math.max(shown, lines.length - 1);
    return text;
  };
  child.once('exit', () => void rm(dirname(logFile), { recursive: true, force: true }));
  const log = () => readLog().slice(-2000);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped while starting:\n${log()}`);
    readLog();
    if (listening) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start in time');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface CpuProbes {
  readonly server: () => number | null;
  readonly database: () => number | null;
}

async function load(
  url: string,
  token: string,
  probes: CpuProbes,
  request: { method: 'GET' | 'POST'; path: () => string; body?: () => string },
): Promise<Figures> {
  const times: number[] = [];
  const serverBefore = probes.server();
  const databaseBefore = probes.database();
  let ok = 0;
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        method: request.method,
        setupRequest: (req) => ({
          ...req,
          path: request.path(),
          ...(request.body ? { body: request.body() } : {}),
        }),
      },
    ],
  });
  instance.on('response', (_client, status: number, _bytes, responseTime: number) => {
    times.push(responseTime);
    if (status >= 200 && status < 300) ok += 1;
  });
  await instance;
  const serverCpuMs = perRequest(serverBefore, probes.server(), times.length);
  const databaseCpuMs = perRequest(databaseBefore, probes.database(), times.length);
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    ok,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    perSecond: ok / SECONDS,
    serverCpuMs,
    databaseCpuMs,
  };
}

async function measure(engine: 'PGlite' | 'PostgreSQL', env: NodeJS.ProcessEnv) {
  console.log(`\n${engine}: seeding ${SHIPMENTS.toLocaleString('en')} shipments and starting the server...`);
  const { child, url } = await startServer({ ...env, FREIGHT_COUNT: String(SHIPMENTS) });
  const postmaster = env.DATABASE_URL ? await postmasterPid(env.DATABASE_URL) : null;
  const probes: CpuProbes = {
    server: () => (child.pid === undefined ? null : cpuTimeMs(child.pid)),
    // PGlite runs inside the server process: its CPU is the server's.
    database: () => (postmaster === null ? null : clusterCpuMs(postmaster)),
  };
  try {
    const { accessToken } = await json<{ accessToken: string }>(`${url}/api/authenticate/login/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'demodemo' }),
    });
    const auth = { headers: { authorization: `Bearer ${accessToken}` } };
    const listPath = '/api/freight/rows?status=in_transit&sort=shipDate&dir=desc&pageSize=25';
    const page = await json<{ total: number; items: { id: string }[] }>(`${url}${listPath}`, auth);
    const sample = await json<{ items: Record<string, unknown>[] }>(`${url}/api/freight?pageSize=100`, auth);
    const ids = sample.items.map((r) => String(r.id));
    const { id: _i, reference: _r, status: _s, history: _h, audit: _a, ...input } = sample.items[0] ?? {};
    let n = 0;
    const list = await load(url, accessToken, probes, { method: 'GET', path: () => listPath });
    const read = await load(url, accessToken, probes, {
      method: 'GET',
      path: () => `/api/freight/${ids[(n += 1) % ids.length]}`,
    });
    const create = await load(url, accessToken, probes, {
      method: 'POST',
      path: () => '/api/freight',
      body: () => JSON.stringify({ input, requestId: `bench-${Date.now()}-${(n += 1)}` }),
    });
    return { engine, matched: page.total, list, read, create };
  } finally {
    await stopServer(child);
  }
}

async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  const name = `fd_bench_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const cpu = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)} ms`);

async function main(): Promise<void> {
  const results: Awaited<ReturnType<typeof measure>>[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'fd-bench-'));
  try {
    if (process.env.BENCH_PGLITE !== '0')
      results.push(await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await freshDatabase(serverUrl);
    try {
      results.push(await measure('PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: dataDir }));
    } finally {
      await database.drop();
    }
  }
  console.log(
    `\n${SHIPMENTS.toLocaleString('en')} shipments, ${CONNECTIONS} concurrent clients, ${SECONDS} s per phase, loopback`,
  );
  console.log('list: GET /api/freight/rows?status=in_transit&sort=shipDate&dir=desc&pageSize=25');
  // Latency depends on what else the machine runs; say how busy it was.
  console.log(`machine load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)}`);
  for (const r of results) console.log(`${r.engine}: the list matched ${r.matched.toLocaleString('en')} shipments`);
  console.table(
    results.flatMap((r) => [
      {
        engine: r.engine,
        phase: 'list',
        p50: ms(r.list.p50),
        p95: ms(r.list.p95),
        'ok/s': r.list.perSecond.toFixed(0),
        'server cpu/req': cpu(r.list.serverCpuMs),
        'db cpu/req': cpu(r.list.databaseCpuMs),
      },
      {
        engine: r.engine,
        phase: 'record read',
        p50: ms(r.read.p50),
        p95: ms(r.read.p95),
        'ok/s': r.read.perSecond.toFixed(0),
        'server cpu/req': cpu(r.read.serverCpuMs),
        'db cpu/req': cpu(r.read.databaseCpuMs),
      },
      {
        engine: r.engine,
        phase: 'create',
        p50: ms(r.create.p50),
        p95: ms(r.create.p95),
        'ok/s': r.create.perSecond.toFixed(0),
        'server cpu/req': cpu(r.create.serverCpuMs),
        'db cpu/req': cpu(r.create.databaseCpuMs),
      },
    ]),
  );
  for (const r of results) {
    for (const [phase, figures] of [
      ['list', r.list],
      ['record read', r.read],
      ['create', r.create],
    ] as const) {
      if (figures.ok < figures.requests)
        console.log(`${r.engine} ${phase}: ${figures.requests - figures.ok} answers were not 2xx`);
    }
  }
  const pg = results.find((r) => r.engine === 'PostgreSQL');
  if (!pg) {
    console.log('PostgreSQL: not measured (DATABASE_URL is not set; run `npm run bench:server`)');
    process.exitCode = 1;
    return;
  }
  const listOk = pg.list.p95 < 25;
  const createOk = pg.create.perSecond >= 300;
  console.log(`goal, PostgreSQL list p95 < 25 ms: ${listOk ? 'met' : 'NOT met'} (${ms(pg.list.p95)})`);
  console.log(
    `goal, PostgreSQL creates >= 300/s: ${createOk ? 'met' : 'NOT met'} (${pg.create.perSecond.toFixed(0)}/s)`,
  );
}

// Exits once the figures are out: a load generator's sockets or a stopped server's pipes must not hold it open.
main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
