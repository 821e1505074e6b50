import type {
  AttemptStore,
  CredentialStore,
  RefreshTokenRow,
  RefreshTokenStore,
  SettingStore,
} from '../../application/ports/store/auth-stores.port';
import type { SqlQueryable, SqlValue } from './sql-database';

/** Password hashes, refresh-token digests, attempt counts and run-time settings, in their own tables. */
interface CountRow {
  count: number;
  first_at: string;
  last_at: string;
}

interface TokenRow {
  token_hash: string;
  user_id: string;
  family: string;
  expires_at: string;
  family_expires_at: string | null;
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
        'INSERT INTO refresh_tokens (token_hash, user_id, family, expires_at, family_expires_at, used_at, revoked_at) ' +
          'VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [row.tokenHash, row.userId, row.family, row.expiresAt, row.familyExpiresAt, row.usedAt, row.revokedAt],
      ),
    async find(tokenHash): Promise<RefreshTokenRow | null> {
      const row = (await db.query<TokenRow>('SELECT * FROM refresh_tokens WHERE token_hash = $1', [tokenHash])).rows[0];
      if (!row) return null;
      return {
        tokenHash: row.token_hash,
        userId: row.user_id,
        family: row.family,
        expiresAt: row.expires_at,
        familyExpiresAt: row.family_expires_at,
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
    async purgeExpired(at) {
      return (await db.query('DELETE FROM refresh_tokens WHERE expires_at COLLATE "C" < $1', [at])).count;
    },
  };

  const attempts: AttemptStore = {
    async read(key) {
      const { rows } = await db.query<CountRow>('SELECT count, first_at, last_at FROM attempt_counts WHERE key = $1', [
        key,
      ]);
      const row = rows[0];
      return row ? { count: row.count, firstAt: row.first_at, lastAt: row.last_at } : null;
    },
    // One statement each: of attempts that read the same count, exactly one writes the next.
    async swap(key, seen, next) {
      const values = [key, next.count, next.firstAt, next.lastAt];
      const { count } = seen
        ? await db.query(
            'UPDATE attempt_counts SET count = $2, first_at = $3, last_at = $4 ' +
              'WHERE key = $1 AND count = $5 AND first_at = $6 AND last_at = $7',
            [...values, seen.count, seen.firstAt, seen.lastAt],
          )
        : await db.query(
            'INSERT INTO attempt_counts (key, count, first_at, last_at) VALUES ($1, $2, $3, $4) ' +
              'ON CONFLICT (key) DO NOTHING',
            values,
          );
      return count === 1;
    },
    release: (key) => run('UPDATE attempt_counts SET count = count - 1 WHERE key = $1 AND count > 0', [key]),
    clear: (key) => run('DELETE FROM attempt_counts WHERE key = $1', [key]),
    async purge(at) {
      return (await db.query('DELETE FROM attempt_counts WHERE last_at < $1', [at])).count;
    },
  };

  const settings: SettingStore = {
    async get(name) {
      const { rows } = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE name = $1', [name]);
      return rows[0] ? (JSON.parse(rows[0].value) as unknown) : undefined;
    },
    set: (name, value) =>
      run(
        'INSERT INTO app_settings (name, value) VALUES ($1, $2) ' +
          'ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value',
        [name, JSON.stringify(value)],
      ),
  };

  return { credentials, refreshTokens, attempts, appSettings: settings };
}
