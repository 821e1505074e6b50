import type {
  CredentialStore,
  LoginAttemptStore,
  RefreshTokenStore,
} from '../../application/ports/store/auth-stores.port';
import type { MemoryData } from './memory-data';

/** The auth tables a change touched, so a host persisting the data rewrites only those. */
export type MemoryAuthTable = 'credentials' | 'refreshTokens' | 'attempts';

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
      return row ? { ...row } : null;
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
  };
  const attempts: LoginAttemptStore = {
    failuresSince: async (key, since) => (data.attempts.get(key) ?? []).filter((at) => at >= since).length,
    recordFailure: async (key, at) => {
      const recent = (data.attempts.get(key) ?? []).slice(-99);
      data.attempts.set(key, [...recent, at]);
      onChange('attempts');
    },
    clear: async (key) => void changed(data.attempts.delete(key), 'attempts'),
  };
  return { credentials, refreshTokens, attempts };
}
