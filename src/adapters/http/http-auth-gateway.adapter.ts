import { isRole } from '../../domain/acl/role';
import type { Session } from '../../application/auth/session';
import { AppError, isAppError } from '../../application/errors/app-error';
import { makeSessionSignals } from '../../application/auth/session-signals';
import type { AuthGateway, Credentials, DemoAccount } from '../../application/ports/auth-gateway.port';
import type { Clock } from '../../application/ports/clock.port';
import type { SignOutChannel } from '../../application/ports/sign-out-channel.port';
import type { KeyValueStorage, StorageScope } from '../../application/ports/key-value-storage.port';
import { refreshAnswerDto, registeredDto, registrationStateDto, sessionDto, type UserDataDto } from './dto/auth.dto';
import type { HttpClient } from './http-client';
import { clearSession, loadSession, refreshDelayMs, saveSession } from './jwt-session-storage';

export interface HttpAuthDeps {
  /** The client every other adapter uses: it gets the token and the 401 refresh hook. */
  readonly api: HttpClient;
  /** A client without auth for the authenticate endpoints, so a refresh never waits on itself. */
  readonly authApi: HttpClient;
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly demoAccounts?: readonly DemoAccount[];
  /** Tells the other tabs of a sign-out here, and this tab of theirs. */
  readonly signOuts?: SignOutChannel | null;
  /**
   * Ask the backend to keep the refresh token in its HttpOnly cookie (`authApi` then sends credentials and the
   * X-Requested-With header). A backend without cookies (the page's mock) answers the token in the body instead.
   */
  readonly refreshCookie?: boolean;
}

interface Tokens {
  readonly accessToken: string;
  /** Null: the backend keeps it in its cookie. */
  readonly refreshToken: string | null;
}

interface Answer {
  readonly accessToken: string;
  readonly refreshToken?: string | undefined;
}

function toSession(user: UserDataDto): Session {
  if (!isRole(user.rule)) throw new AppError('forbidden', 'This account has no staff role.');
  return { userId: String(user.id), name: user.name, email: user.email, role: user.rule, loggedInWith: 'jwt' };
}

/** A wrong e-mail or password is bad input the person can fix, whichever status the backend used. */
function asInput(error: unknown): unknown {
  if (isAppError(error) && error.code === 'auth.credentials.invalid') {
    return new AppError('validation', error.message, { status: error.status, code: error.code });
  }
  return error;
}

const refused = (error: unknown) => isAppError(error) && (error.kind === 'unauthorized' || error.kind === 'forbidden');

/**
 * Sign-in over the REST contract (the browser mock or the server): short-lived access tokens, renewed with a
 * refresh token that the backend rotates on every use and revokes at sign-out.
 */
/** How long a sign-out waits for the backend to confirm the revocation before it leaves the page anyway. */
const SIGN_OUT_WAIT_MS = 2_000;

export function createHttpAuthGateway(deps: HttpAuthDeps): AuthGateway {
  const { api, authApi, storage, clock } = deps;
  const signals = makeSessionSignals();
  let tokens: Tokens | null = null;
  let role: string | null = null;
  let rechecking: Promise<void> | null = null;
  let scope: StorageScope = 'session';
  let timer: ReturnType<typeof setTimeout> | null = null;

  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    tokens = null;
    api.setAuth(null);
    clearSession(storage);
  };

  // Null: the cookie carries it (and says whether it lasts past the browser session: `remember`).
  const exchange = (refreshToken: string | null, where: StorageScope) =>
    authApi.post(
      '/api/authenticate/refresh-token',
      refreshToken === null ? { remember: where === 'local' } : { refreshToken },
      { schema: refreshAnswerDto },
    );

  // Tabs sharing a remembered session rotate one token: the stored one is the latest (the cookie jar is shared).
  const latestRefreshToken = (held: Tokens): string | null => {
    const stored = loadSession(storage);
    return stored && stored.scope === scope ? stored.refreshToken : held.refreshToken;
  };

  async function refresh(): Promise<string | null> {
    if (!tokens) return null;
    const current = latestRefreshToken(tokens);
    try {
      const answer = await exchange(current, scope);
      return adopt(answer, answer.userData, scope).accessToken;
    } catch (error) {
      if (!refused(error)) throw error;
      const again = loadSession(storage);
      // Another tab may have rotated it first: a cookie has changed in the jar, a stored token in storage.
      if (again && (again.refreshToken === null || again.refreshToken !== current)) {
        const answer = await exchange(again.refreshToken, scope).catch(() => null);
        if (answer) return adopt(answer, answer.userData, scope).accessToken;
      }
      return null;
    }
  }

  /**
   * A request was refused: the backend re-reads the account at a refresh, so one refresh tells whether an admin
   * deactivated it (the refresh is refused with an auth.account code; the session ends) or changed its role.
   * Many refusals at once make one check.
   */
  function recheck() {
    if (!tokens || rechecking) return;
    const held = tokens;
    const before = role;
    rechecking = exchange(latestRefreshToken(held), scope)
      .then(
        (answer) => {
          const { session } = adopt(answer, answer.userData, scope);
          if (session.role !== before) signals.accountChanged({ kind: 'role', session });
        },
        (error: unknown) => {
          const code = isAppError(error) ? error.code : undefined;
          if (!code?.startsWith('auth.account.') || tokens !== held) return;
          stop();
          signals.accountChanged({ kind: 'refused', code });
        },
      )
      .finally(() => {
        rechecking = null;
      });
  }

  function schedule(accessToken: string) {
    if (timer) clearTimeout(timer);
    const wait = refreshDelayMs(accessToken, clock.now().getTime());
    if (wait === null) return;
    timer = setTimeout(() => void refresh().catch(() => undefined), wait);
  }

  function adopt(next: Answer, user: UserDataDto, where: StorageScope): { session: Session; accessToken: string } {
    const session = toSession(user);
    tokens = { accessToken: next.accessToken, refreshToken: next.refreshToken ?? null };
    role = user.rule;
    scope = where;
    saveSession(storage, tokens, { id: user.id, email: user.email, name: user.name, rule: user.rule }, where);
    api.setAuth({
      token: () => tokens?.accessToken ?? null,
      refresh,
      onExpired: () => {
        // Parallel requests all learn it; the session ends (and is announced) once.
        if (!tokens) return;
        stop();
        signals.ended();
      },
      onForbidden: recheck,
    });
    schedule(next.accessToken);
    return { session, accessToken: next.accessToken };
  }

  deps.signOuts?.listen(() => {
    // The other tab revoked the shared refresh token; a session of this tab alone ends too (one sign-out, all tabs).
    if (!tokens && !loadSession(storage)) return;
    stop();
    signals.signedOutElsewhere();
  });

  return {
    provider: 'jwt',
    demoAccounts: deps.demoAccounts ?? [],
    async login({ email, password, remember }: Credentials) {
      const answer = await authApi
        .post(
          '/api/authenticate/login/user',
          deps.refreshCookie ? { email, password, remember } : { email, password },
          { schema: sessionDto },
        )
        .catch((error: unknown) => {
          throw asInput(error);
        });
      return adopt(answer, answer.user, remember ? 'local' : 'session').session;
    },
    async loginWithHostedToken(accessToken) {
      const answer = await authApi.post('/api/authenticate/hosted', deps.refreshCookie ? { remember: false } : {}, {
        schema: sessionDto,
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      return { ...adopt(answer, answer.user, 'session').session, loggedInWith: 'auth0' };
    },
    async register({ name, email, password }) {
      await authApi.post('/api/authenticate/register/user', { name, email, password }, { schema: registeredDto });
      return { pending: true };
    },
    async registrationOpen() {
      return (await authApi.get('/api/authenticate/registration', { schema: registrationStateDto })).open;
    },
    async setRegistrationOpen(open) {
      return (await api.put('/api/authenticate/registration', { open }, { schema: registrationStateDto })).open;
    },
    async restore() {
      const stored = loadSession(storage);
      if (!stored) return null;
      try {
        const answer = await exchange(stored.refreshToken, stored.scope);
        return adopt(answer, answer.userData, stored.scope).session;
      } catch (error) {
        // A refused token is forgotten; a network failure keeps it for the next attempt.
        if (refused(error) || (isAppError(error) && error.kind === 'malformed')) stop();
        throw error;
      }
    },
    async logout() {
      const held = tokens ?? loadSession(storage);
      const refreshToken = held?.refreshToken;
      stop();
      deps.signOuts?.announce();
      // The session here has ended already (nothing is left to restore it from). The revocation is awaited for a
      // moment, so that a reload right after normally finds it done, but a slow or unreachable backend never holds
      // the sign-out up: the request goes on in the background and the backend revokes the token when it hears.
      const body = refreshToken ? { refreshToken } : deps.refreshCookie ? {} : null;
      if (!body) return;
      const revoked = authApi.post('/api/authenticate/logout', body).catch(() => undefined);
      await Promise.race([revoked, new Promise<void>((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]);
    },
    requestPasswordReset: async (email) => {
      await authApi.post('/api/authenticate/forgot-password', { email });
    },
    resetPassword: async (code, password) => {
      await authApi.post('/api/authenticate/reset-password', { code, password });
    },
    ...signals.subscriptions,
  };
}
