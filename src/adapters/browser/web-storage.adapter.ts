import type { KeyValueStorage, StorageScope } from '../../application/ports/key-value-storage.port';

/**
 * localStorage / sessionStorage behind the storage port. Browsers may refuse storage (private mode,
 * quota, disabled cookies): then values live in memory for this page, and the app keeps working.
 */
export function createWebStorage(
  windowLike: Pick<Window, 'localStorage' | 'sessionStorage'> | undefined,
): KeyValueStorage {
  const memory: Record<StorageScope, Map<string, string>> = { local: new Map(), session: new Map() };
  const area = (scope: StorageScope): Storage | null => {
    try {
      return scope === 'local' ? (windowLike?.localStorage ?? null) : (windowLike?.sessionStorage ?? null);
    } catch {
      return null;
    }
  };
  return {
    get(key, scope = 'local') {
      try {
        const value = area(scope)?.getItem(key);
        if (value !== undefined && value !== null) return value;
      } catch {
        /* fall through to memory */
      }
      return memory[scope].get(key) ?? null;
    },
    set(key, value, scope = 'local') {
      memory[scope].set(key, value);
      try {
        area(scope)?.setItem(key, value);
      } catch {
        /* memory copy kept */
      }
    },
    remove(key, scope = 'local') {
      memory[scope].delete(key);
      try {
        area(scope)?.removeItem(key);
      } catch {
        /* nothing stored */
      }
    },
  };
}
