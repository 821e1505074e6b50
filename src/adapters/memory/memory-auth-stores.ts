import type {
  AttemptStore,
  CredentialStore,
  RefreshTokenStore,
  SettingStore,
} from '../../application/ports/store/auth-stores.port';
import type { AttemptCount } from '../../domain/session/attempt-throttle';
import type { MemoryData } from './memory-data';

/** The auth tables a change touched, so a host persisting the data rewrites only those. */
export type MemoryAuthTable = 'credentials' | 'refreshTokens' | 'attempts' | 'settings';

const sameCount = (a: AttemptCount | null, b: AttemptCount | null) =>
  a === b || (!!a && !!b && a.count === b.count && a.firstAt === b.firstAt && a.lastAt === b.lastAt);

function countOf(value: unknown): AttemptCount | null {
  const row = value as Partial<AttemptCount> | undefined;
  return typeof row?.count === 'number' && typeof row.firstAt === 'string' && typeof row.lastAt === 'string'
    ? { count: row.count, firstAt: row.firstAt, lastAt: row.lastAt }
    : null;
}

export function createMemoryAuthStores(data: MemoryData, onChange: (table: MemoryAuthTable) => void = () => undefined) {
  const changed = <T>(value: T, table: MemoryAuthTable = 'refreshTokens'): T => {
    onChange(table);
    return value;
  };
  const credentials: CredentialStore = {
    passwordHash: async (userId) => data.credentials.get(userId) ?? null,
    setPasswordHash: async (userId, hash) => void changed(data.credentials.set(userId, hash), 'credentials'),
    remove: async (userId) => void changed(data.credentials.delete(userId), 'credentials'),
  };
  const refreshTokens: RefreshTokenStore = {
    insert: async (row) => void changed(data.refreshTokens.set(row.tokenHash, { ...row })),
    find: async (hash) => {
      const row = data.refreshTokens.get(hash);
      return row ? { ...row, familyExpiresAt: row.familyExpiresAt ?? null } : null;
    },
    spend: async (hash, at) => {
      const row = data.refreshTokens.get(hash);
      if (!row || row.usedAt !== null || row.revokedAt !== null) return false;
      data.refreshTokens.set(hash, { ...row, usedAt: at });
      return changed(true);
    },
    revokeFamily: async (family, at) => {
      for (const [hash, row] of data.refreshTokens) {
        if (row.family === family && row.revokedAt === null) data.refreshTokens.set(hash, { ...row, revokedAt: at });
      }
      onChange('refreshTokens');
    },
    revokeUser: async (userId, at) => {
      for (const [hash, row] of data.refreshTokens) {
        if (row.userId === userId && row.revokedAt === null) data.refreshTokens.set(hash, { ...row, revokedAt: at });
      }
      onChange('refreshTokens');
    },
    purgeExpired: async (at) => {
      let gone = 0;
      for (const [hash, row] of data.refreshTokens) {
        if (row.expiresAt < at && data.refreshTokens.delete(hash)) gone += 1;
      }
      return gone > 0 ? changed(gone) : gone;
    },
  };
  // Each method compares and writes with no await in between: one attempt at a time, as a statement would be.
  const attempts: AttemptStore = {
    read: async (key) => countOf(data.attempts.get(key)),
    swap: async (key, seen, next) => {
      if (!sameCount(countOf(data.attempts.get(key)), seen)) return false;
      data.attempts.set(key, { ...next });
      return changed(true, 'attempts');
    },
    release: async (key) => {
      const row = countOf(data.attempts.get(key));
      if (row && row.count > 0) changed(data.attempts.set(key, { ...row, count: row.count - 1 }), 'attempts');
    },
    clear: async (key) => void changed(data.attempts.delete(key), 'attempts'),
    purge: async (at) => {
      let gone = 0;
      for (const [key, value] of data.attempts) {
        const row = countOf(value);
        if ((!row || row.lastAt < at) && data.attempts.delete(key)) gone += 1;
      }
      return gone > 0 ? changed(gone, 'attempts') : gone;
    },
  };
  const settings: SettingStore = {
    get: async (name) => data.settings.get(name),
    set: async (name, value) => void changed(data.settings.set(name, value), 'settings'),
  };
  return { credentials, refreshTokens, attempts, appSettings: settings };
}
