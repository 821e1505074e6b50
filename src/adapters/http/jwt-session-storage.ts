import type { KeyValueStorage, StorageScope } from '../../application/ports/key-value-storage.port';

/**
 * The session kept in the browser: the refresh token that renews it (never the password) and the user's public
 * details for display. Against a server the refresh token is an HttpOnly cookie, and only a marker is kept here
 * (refreshToken null) so a reload knows to ask; the page's mock keeps the token itself. 'remember me' picks local
 * storage (survives restarts and is shared by the tabs), otherwise session storage. Nothing read back is trusted.
 */
export const SESSION_KEY = 'freightdesk.auth.session';

export interface StoredSession {
  /** Null: the refresh token is the server's HttpOnly cookie. */
  readonly refreshToken: string | null;
  readonly scope: StorageScope;
}

export function saveSession(
  storage: KeyValueStorage,
  tokens: { readonly accessToken: string; readonly refreshToken: string | null },
  user: object,
  scope: StorageScope,
): void {
  clearSession(storage);
  // The access token stays in memory where the refresh token is a cookie; the mock's page holds both anyway.
  const held = tokens.refreshToken === null ? { cookie: true } : tokens;
  storage.set(SESSION_KEY, JSON.stringify({ ...held, user }), scope);
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
    if (record.cookie === true) return { refreshToken: null };
    const { refreshToken } = record;
    const opaque = typeof refreshToken === 'string' && /^[\w-]{16,512}$/.test(refreshToken);
    return opaque ? { refreshToken: refreshToken as string } : null;
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

/** The token's payload, unverified: only used to schedule a refresh. */
function claimsOf(token: string): Record<string, unknown> | null {
  try {
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const REFRESH_AHEAD_MS = 2 * 60_000;
const MIN_REFRESH_WAIT_MS = 10_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How long after receiving an access token to renew it: two minutes before it ends, counted from its own
 * issue and expiry times (so a client clock that is wrong by hours changes nothing), never sooner than half its
 * life or ten seconds (a short-lived token or a skewed clock cannot make renewals loop). Null: it cannot be read.
 */
export function refreshDelayMs(token: string, nowMs: number): number | null {
  const claims = claimsOf(token);
  const exp = claims?.exp;
  if (typeof exp !== 'number') return null;
  const iat = claims?.iat;
  const lifetimeMs = typeof iat === 'number' && iat < exp ? (exp - iat) * 1000 : exp * 1000 - nowMs;
  const wait = Math.max(lifetimeMs - REFRESH_AHEAD_MS, lifetimeMs / 2, MIN_REFRESH_WAIT_MS);
  return Math.min(wait, MAX_TIMER_MS);
}
