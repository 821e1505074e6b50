import type { KeyValueStorage, StorageScope } from '../../application/ports/key-value-storage.port';

/**
 * The JWT session kept in the browser: the token, and the user's public details for display.
 * 'remember me' picks local storage (survives restarts), otherwise session storage. Nothing read
 * back is trusted: the token is re-verified by the backend, which also answers the role.
 */
export const SESSION_KEY = 'freightdesk.auth.session';

export interface StoredSession {
  readonly accessToken: string;
  readonly scope: StorageScope;
}

export function saveSession(storage: KeyValueStorage, accessToken: string, user: object, scope: StorageScope): void {
  clearSession(storage);
  storage.set(SESSION_KEY, JSON.stringify({ accessToken, user }), scope);
}

export function clearSession(storage: KeyValueStorage): void {
  storage.remove(SESSION_KEY, 'session');
  storage.remove(SESSION_KEY, 'local');
}

function parse(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const token =
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>).accessToken : undefined;
    return typeof token === 'string' && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) ? token : null;
  } catch {
    return null;
  }
}

/** The stored token and where it was kept; a value that does not parse is discarded. */
export function loadSession(storage: KeyValueStorage): StoredSession | null {
  for (const scope of ['session', 'local'] as const) {
    const raw = storage.get(SESSION_KEY, scope);
    const accessToken = parse(raw);
    if (accessToken) return { accessToken, scope };
    if (raw !== null) storage.remove(SESSION_KEY, scope);
  }
  return null;
}

/** Seconds-since-epoch expiry from the token's payload (unverified: only used to schedule a refresh). */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as Record<string, unknown>).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}
