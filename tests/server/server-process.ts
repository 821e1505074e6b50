import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, type Engine } from './test-server';

/**
 * The server as it runs in production: `node server/main.ts` (through tsx) in a process of its own, on PGlite in a
 * temporary data folder or on a database of its own on the PostgreSQL server of DATABASE_URL. Its JSON log lines
 * are collected; `start()` again runs a new process on the same data.
 */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly logLines: Record<string, unknown>[];
  /** Resolves with the exit code (or the signal that ended it). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when a log line with this message has been written. */
  logged(message: string): Promise<Record<string, unknown>>;
}

export interface ServerData {
  start(): Promise<ServerProcess>;
  /** Stops a process still running and removes the data. */
  remove(): Promise<void>;
}

// Creating an embedded database on a busy machine can take a minute.
const START_TIMEOUT_MS = 150_000;

export async function serverData(engine: Engine, settings: Record<string, string> = {}): Promise<ServerData> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fd-process-'));
  const database = engine === 'postgres' ? await freshDatabase() : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    FREIGHT_COUNT: '25',
    SEED: '7',
    JWT_SECRET: 'a-test-secret-of-at-least-thirty-two-bytes',
    ...settings,
  };
  const running = new Set<ChildProcess>();

  async function start(): Promise<ServerProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const logLines: Record<string, unknown>[] = [];
    const waiting: { message: string; resolve: (line: Record<string, unknown>) => void }[] = [];
    let stderr = '';
    const lineReader = () => {
      let pending = '';
      return (chunk: Buffer) => {
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const text of lines) {
          if (!text.startsWith('{')) continue;
          const line = JSON.parse(text) as Record<string, unknown>;
          logLines.push(line);
          for (const waiter of waiting.filter((w) => w.message === line.message)) waiter.resolve(line);
        }
      };
    };
    child.stdout?.on('data', lineReader());
    const readError = lineReader();
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
      readError(chunk);
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => {
        running.delete(child);
        resolve({ code, signal });
      }),
    );
    const logged = (message: string) => {
      const seen = logLines.find((line) => line.message === message);
      return seen
        ? Promise.resolve(seen)
        : new Promise<Record<string, unknown>>((r) => waiting.push({ message, resolve: r }));
    };
    const listening = await Promise.race([
      logged('listening'),
      exited.then(({ code }) => {
        throw new Error(`the server exited (${code}) while starting:\n${stderr}`);
      }),
      new Promise<never>((_, fail) =>
        setTimeout(() => fail(new Error(`the server did not start:\n${stderr}`)), START_TIMEOUT_MS),
      ),
    ]);
    return { url: String(listening.url), child, logLines, exited, logged };
  }

  return {
    start,
    async remove() {
      for (const child of running) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await gone;
      }
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
