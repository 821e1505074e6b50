import type { KeyValueStorage, StorageScope } from '../../application/ports/key-value-storage.port';

/**
 * The session kept in the browser: the access token, the refresh token that renews it (never the password), and
 * the user's public details for display. 'remember me' picks local storage (survives restarts and is shared by
 * the tabs), otherwise session storage. Nothing read back is trusted: the backend verifies both tokens and answers
 * the role.
 */
export const SESSION_KEY = 'freightdesk.auth.session';

export interface StoredSession {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly scope: StorageScope;
}

export function saveSession(
  storage: KeyValueStorage,
  tokens: { readonly accessToken: string; readonly refreshToken: string },
  user: object,
  scope: StorageScope,
): void {
  clearSession(storage);
  storage.set(SESSION_KEY, JSON.stringify({ ...tokens, user }), scope);
}

export function clearSession(storage: KeyValueStorage): void {
  storage.remove(SESSION_KEY, 'session');
  storage.remove(SESSION_KEY, 'local');
}

function parse(raw: string | null): Omit<StoredSession, 'scope'> | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const { accessToken, refreshToken } = record;
    const jwt = typeof accessToken === 'string' && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(accessToken);
    const opaque = typeof refreshToken === 'string' && /^[\w-]{16,512}$/.test(refreshToken);
    return jwt && opaque ? { accessToken: accessToken as string, refreshToken: refreshToken as string } : null;
  } catch {
    return null;
  }
}

/** The stored tokens and where they were kept; a value that does not parse is discarded. */
export function loadSession(storage: KeyValueStorage): StoredSession | null {
  for (const scope of ['session', 'local'] as const) {
    const raw = storage.get(SESSION_KEY, scope);
    const tokens = parse(raw);
    if (tokens) return { ...tokens, scope };
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
