import type {
  CredentialStore,
  LoginAttemptStore,
  RefreshTokenRow,
  RefreshTokenStore,
} from '../../application/ports/store/auth-stores.port';
import type { SqlQueryable, SqlValue } from './sql-database';

/** Password hashes, refresh-token digests and failed sign-ins, in their own tables. */
const KEPT_FAILURES_PER_KEY = 100;

interface TokenRow {
  token_hash: string;
  user_id: string;
  family: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

const REVOKE = 'UPDATE refresh_tokens SET revoked_at = $2';

export function createPostgresAuthStores(db: SqlQueryable) {
  /** A statement whose answer is not read. */
  const run = async (sql: string, params: readonly SqlValue[]): Promise<void> => {
    await db.query(sql, params);
  };
  const credentials: CredentialStore = {
    async passwordHash(userId) {
      const { rows } = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM credentials WHERE user_id = $1',
        [userId],
      );
      return rows[0]?.password_hash ?? null;
    },
    setPasswordHash: (userId, hash) =>
      run(
        'INSERT INTO credentials (user_id, password_hash) VALUES ($1, $2) ' +
          'ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash',
        [userId, hash],
      ),
    remove: (userId) => run('DELETE FROM credentials WHERE user_id = $1', [userId]),
  };

  const refreshTokens: RefreshTokenStore = {
    insert: (row) =>
      run(
        'INSERT INTO refresh_tokens (token_hash, user_id, family, expires_at, used_at, revoked_at) ' +
          'VALUES ($1, $2, $3, $4, $5, $6)',
        [row.tokenHash, row.userId, row.family, row.expiresAt, row.usedAt, row.revokedAt],
      ),
    async find(tokenHash): Promise<RefreshTokenRow | null> {
      const row = (await db.query<TokenRow>('SELECT * FROM refresh_tokens WHERE token_hash = $1', [tokenHash])).rows[0];
      if (!row) return null;
      return {
        tokenHash: row.token_hash,
        userId: row.user_id,
        family: row.family,
        expiresAt: row.expires_at,
        usedAt: row.used_at,
        revokedAt: row.revoked_at,
      };
    },
    async spend(tokenHash, at) {
      const { count } = await db.query(
        'UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL',
        [tokenHash, at],
      );
      return count === 1;
    },
    revokeFamily: (family, at) => run(`${REVOKE} WHERE family = $1 AND revoked_at IS NULL`, [family, at]),
    revokeUser: (userId, at) => run(`${REVOKE} WHERE user_id = $1 AND revoked_at IS NULL`, [userId, at]),
  };

  const attempts: LoginAttemptStore = {
    async failuresSince(key, since) {
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM login_failures WHERE key = $1 AND at >= $2',
        [key, since],
      );
      return rows[0]?.n ?? 0;
    },
    async recordFailure(key, at) {
      await db.query('INSERT INTO login_failures (key, at) VALUES ($1, $2)', [key, at]);
      await db.query(
        'DELETE FROM login_failures WHERE key = $1 AND seq NOT IN ' +
          '(SELECT seq FROM login_failures WHERE key = $1 ORDER BY seq DESC LIMIT $2)',
        [key, KEPT_FAILURES_PER_KEY],
      );
    },
    clear: (key) => run('DELETE FROM login_failures WHERE key = $1', [key]),
  };

  return { credentials, refreshTokens, attempts };
}
