import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

/** Expired refresh tokens and throttling counts nobody touched for a day are deleted on the server's timer. */
describe('the purge timer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { FREIGHT_COUNT: '0' }, { purgeEveryMs: 200 });
  });
  afterAll(() => server.stop());

  it('deletes expired tokens and stale counts, and keeps live ones', async () => {
    const db = server.running.database;
    const token = (hash: string, expiresAt: string) =>
      db.query(
        'INSERT INTO refresh_tokens (token_hash, user_id, family, expires_at, family_expires_at) VALUES ($1, $2, $3, $4, $4)',
        [hash, 'u1', 'f1', expiresAt],
      );
    const attempts = (key: string, at: string) =>
      db.query('INSERT INTO attempt_counts (key, count, first_at, last_at) VALUES ($1, 1, $2, $2)', [key, at]);
    await token('expired', '2020-01-01T00:00:00.000Z');
    await token('live', '2999-01-01T00:00:00.000Z');
    await attempts('signin:stale|10.0.0.1', '2020-01-01T00:00:00.000Z');
    await attempts('signin:fresh|10.0.0.1', new Date().toISOString());
    await new Promise((resolve) => setTimeout(resolve, 600));
    const tokens = await db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens');
    const counts = await db.query<{ key: string }>('SELECT key FROM attempt_counts');
    expect(tokens.rows.map((r) => r.token_hash)).toEqual(['live']);
    expect(counts.rows.map((r) => r.key)).toEqual(['signin:fresh|10.0.0.1']);
    expect(server.logLines.some((line) => line.message === 'purged')).toBe(true);
  });
});
