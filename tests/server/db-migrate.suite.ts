import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGliteDatabase } from '../../src/adapters/postgres/pglite-database';
import { openPostgresDatabase } from '../../src/adapters/postgres/postgres-js-database';
import type { SqlDatabase } from '../../src/adapters/postgres/sql-database';
import { freshDatabase, type Engine } from './test-server';

/**
 * `npm run db:migrate` as a deploy pipeline runs it: `server/db-migrate.ts` in a process of its own, on a fresh
 * PGlite data folder or on a fresh database of the PostgreSQL server of DATABASE_URL.
 */
interface Run {
  readonly code: number | null;
  readonly lines: string[];
}

function runMigrate(env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/db-migrate.ts'], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, lines: output.split('\n').filter((line) => line.trim() !== '') }));
  });
}

const messages = (run: Run) => run.lines.map((line) => (JSON.parse(line) as { message: string }).message);

const migrationsDir = new URL('../../src/adapters/postgres/migrations/', import.meta.url);

export function dbMigrateSuite(engine: Engine): void {
  describe(`npm run db:migrate on ${engine}`, () => {
    let dataDir: string;
    let database: { url: string; drop: () => Promise<void> } | null = null;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'fd-migrate-'));
      if (engine === 'postgres') database = await freshDatabase();
    });
    afterAll(async () => {
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    });
    const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' });

    async function recordedVersions(): Promise<string[]> {
      const db: SqlDatabase = database
        ? await openPostgresDatabase(database.url, { poolSize: 1 })
        : await openPGliteDatabase(join(dataDir, 'pglite'));
      try {
        const result = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
        return result.rows.map((row) => row.version);
      } finally {
        await db.close();
      }
    }

    it('applies every migration file once, then finds nothing to apply and still succeeds', async () => {
      const files = (await readdir(migrationsDir))
        .filter((name) => name.endsWith('.sql'))
        .map((name) => name.slice(0, -4))
        .sort();
      expect(files.length).toBeGreaterThan(0);

      const first = await runMigrate(env());
      expect(first.code, first.lines.join('\n')).toBe(0);
      expect(messages(first)).toEqual(['migrations applied']);
      expect(JSON.parse(first.lines[0] ?? '{}')).toMatchObject({ database: engine, versions: files.join(', ') });
      expect(await recordedVersions()).toEqual(files);

      const again = await runMigrate(env());
      expect(again.code, again.lines.join('\n')).toBe(0);
      expect(messages(again)).toEqual(['database up to date']);
      expect(JSON.parse(again.lines[0] ?? '{}')).toMatchObject({ versions: '' });
      expect(await recordedVersions()).toEqual(files);
    });

    it('stops on a bad DATABASE_URL with one line that names the variable', async () => {
      const run = await runMigrate({ ...env(), DATABASE_URL: 'mysql://user@localhost/freightdesk' });
      expect(run.code).not.toBe(0);
      expect(run.lines).toHaveLength(1);
      const line = JSON.parse(run.lines[0] ?? '{}') as { level: string; error: string };
      expect(line).toMatchObject({ level: 'error', message: 'bad setting' });
      expect(line.error).toContain('DATABASE_URL');
    });

    it('stops with one line naming DATABASE_URL, but not its password, when its server does not answer', async () => {
      const run = await runMigrate({ ...env(), DATABASE_URL: 'postgres://nobody:s3cret@127.0.0.1:1/freightdesk' });
      expect(run.code).not.toBe(0);
      expect(run.lines).toHaveLength(1);
      expect(JSON.parse(run.lines[0] ?? '{}')).toMatchObject({
        level: 'error',
        message: 'bad setting',
        database: 'postgres',
        error: 'DATABASE_URL: the PostgreSQL server nobody@127.0.0.1:1/freightdesk did not answer (ECONNREFUSED)',
      });
      expect(run.lines[0]).not.toContain('s3cret');
    });
  });
}
