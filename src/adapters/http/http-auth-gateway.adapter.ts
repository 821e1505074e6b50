import { isRole } from '../../domain/acl/role';
import type { Session } from '../../application/auth/session';
import { AppError } from '../../application/errors/app-error';
import type { AuthGateway, Credentials, DemoAccount } from '../../application/ports/auth-gateway.port';
import type { Clock } from '../../application/ports/clock.port';
import type { KeyValueStorage, StorageScope } from '../../application/ports/key-value-storage.port';
import { refreshAnswerDto, sessionAnswerDto, type SessionAnswerDto, type UserDataDto } from './dto/auth.dto';
import type { HttpClient } from './http-client';
import { clearSession, loadSession, saveSession, tokenExpiry } from './jwt-session-storage';

export interface HttpAuthDeps {
  /** The client every other adapter uses: it gets the token and the 401 refresh hook. */
  readonly api: HttpClient;
  /** A client without auth for the authenticate endpoints, so a refresh never waits on itself. */
  readonly authApi: HttpClient;
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly demoAccounts?: readonly DemoAccount[];
}

const REFRESH_AHEAD_MS = 5 * 60_000;

function toSession(user: UserDataDto): Session {
  if (!isRole(user.rule)) throw new AppError('forbidden', 'This account has no staff role.');
  return { userId: String(user.id), name: user.name, email: user.email, role: user.rule, loggedInWith: 'jwt' };
}

function failure(answer: SessionAnswerDto): AppError | null {
  if (!('error' in answer)) return null;
  if (typeof answer.error === 'string') return new AppError('validation', answer.error);
  const fieldErrors = Object.fromEntries(
    Object.entries(answer.error).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return new AppError('validation', Object.values(fieldErrors)[0] ?? 'Something went wrong', { fieldErrors });
}

/** Sign-in over the REST contract (the mock server or a real backend), JWT bearer tokens. */
export function createHttpAuthGateway(deps: HttpAuthDeps): AuthGateway {
  const { api, authApi, storage, clock } = deps;
  const ended = new Set<() => void>();
  let token: string | null = null;
  let scope: StorageScope = 'session';
  let timer: ReturnType<typeof setTimeout> | null = null;

  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    token = null;
    api.setAuth(null);
    clearSession(storage);
  };

  async function refresh(): Promise<string | null> {
    if (!token) return null;
    try {
      const answer = await authApi.post(
        '/api/authenticate/refresh-token',
        { accessToken: token },
        { schema: refreshAnswerDto },
      );
      adopt(answer.accessToken, answer.userData, scope);
      return answer.accessToken;
    } catch (error) {
      if (error instanceof AppError && error.kind === 'unauthorized') return null;
      throw error;
    }
  }

  function schedule(accessToken: string) {
    if (timer) clearTimeout(timer);
    const exp = tokenExpiry(accessToken);
    if (exp === null) return;
    const wait = Math.min(exp * 1000 - clock.now().getTime() - REFRESH_AHEAD_MS, 2 ** 31 - 1);
    timer = setTimeout(() => void refresh().catch(() => undefined), Math.max(wait, 0));
  }

  function adopt(accessToken: string, user: UserDataDto, where: StorageScope): Session {
    const session = toSession(user);
    token = accessToken;
    scope = where;
    saveSession(storage, accessToken, { id: user.id, email: user.email, name: user.name, rule: user.rule }, where);
    api.setAuth({
      token: () => token,
      refresh,
      onExpired: () => {
        stop();
        ended.forEach((listener) => listener());
      },
    });
    schedule(accessToken);
    return session;
  }

  async function signIn(path: string, body: object, remember: boolean): Promise<Session> {
    const answer = await authApi.post(path, body, { schema: sessionAnswerDto });
    const error = failure(answer);
    if (error) throw error;
    const { user, accessToken } = answer as Extract<SessionAnswerDto, { user: unknown }>;
    return adopt(accessToken, user, remember ? 'local' : 'session');
  }

  return {
    provider: 'jwt',
    demoAccounts: deps.demoAccounts ?? [],
    login: ({ email, password, remember }: Credentials) =>
      signIn('/api/authenticate/login/user', { email, password }, remember),
    register: ({ name, email, password, remember }) =>
      signIn('/api/authenticate/register/user', { name, email, password }, remember),
    async restore() {
      const stored = loadSession(storage);
      if (!stored) return null;
      try {
        const answer = await authApi.post(
          '/api/authenticate/refresh-token',
          { accessToken: stored.accessToken },
          { schema: refreshAnswerDto },
        );
        return adopt(answer.accessToken, answer.userData, stored.scope);
      } catch (error) {
        // A refused token is forgotten; a network failure keeps it for the next attempt.
        if (
          error instanceof AppError &&
          (error.kind === 'unauthorized' || error.kind === 'forbidden' || error.kind === 'malformed')
        )
          stop();
        throw error;
      }
    },
    logout: async () => stop(),
    requestPasswordReset: async (email) => {
      await authApi.post('/api/authenticate/forgot-password', { email });
    },
    resetPassword: async (code, password) => {
      await authApi.post('/api/authenticate/reset-password', { code, password });
    },
    onSessionEnded(listener) {
      ended.add(listener);
      return () => ended.delete(listener);
    },
  };
}
