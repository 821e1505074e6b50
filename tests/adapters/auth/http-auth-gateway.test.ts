import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { createHttpAuthGateway } from '../../../src/adapters/http/http-auth-gateway.adapter';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { SESSION_KEY } from '../../../src/adapters/http/jwt-session-storage';
import type { RestLogEntry } from '../../../src/adapters/rest/rest-app';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import type { SignOutChannel } from '../../../src/application/ports/sign-out-channel.port';
import { mockRestTarget } from '../rest/mock-target';
import { authOverRest } from '../rest/rest-contract-suites';
import { call } from '../rest/rest-target';

let now = new Date('2026-11-21T12:00:00Z');
const log: RestLogEntry[] = [];
const start = mockRestTarget({ now: () => now, logger: (entry) => log.push(entry) });

beforeEach(async () => {
  now = new Date('2026-11-21T12:00:00Z');
  log.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});

authOverRest('HTTP adapter against the browser host of the REST contract', start);

const client = () => createHttpClient({ baseUrl: '', timeoutMs: 3000 });
function makeGateway(api = client()): AuthGateway {
  return createHttpAuthGateway({
    api,
    authApi: client(),
    storage: createWebStorage(window),
    clock: { now: () => now },
  });
}
const stored = () => JSON.parse(localStorage.getItem(SESSION_KEY) ?? sessionStorage.getItem(SESSION_KEY) ?? '{}');
const staff = { email: 'staff@demo.com', password: 'demodemo' };

describe('sessions in the browser', () => {
  it('keeps an unremembered session in session storage and a remembered one in local storage, no password', async () => {
    await start();
    await makeGateway().login({ ...staff, remember: false });
    expect(sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    await makeGateway().login({ ...staff, remember: true });
    expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).not.toContain('demodemo');
    expect(stored()).toMatchObject({ refreshToken: expect.any(String), accessToken: expect.any(String) });
  });

  it.each([['not json {'], ['{"accessToken":42}'], ['{"user":{"rule":"admin"}}']])(
    'discards an unparsable stored value %s',
    async (raw) => {
      await start();
      localStorage.setItem(SESSION_KEY, raw);
      await expect(makeGateway().restore()).resolves.toBeNull();
      expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    },
  );

  it('ignores a role edited in storage: the role comes from the backend', async () => {
    await start();
    await makeGateway().login({ ...staff, remember: true });
    const edited = stored();
    edited.user.rule = 'admin';
    localStorage.setItem(SESSION_KEY, JSON.stringify(edited));
    await expect(makeGateway().restore()).resolves.toMatchObject({ role: 'user' });
  });

  it('forgets a refresh token the backend does not know', async () => {
    await start();
    await makeGateway().login({ ...staff, remember: true });
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ...stored(), refreshToken: 'forged-token-forged-token' }));
    await expect(makeGateway().restore()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('registers without opening a session: the account waits for approval', async () => {
    const target = await start();
    const outcome = await makeGateway().register({
      name: 'Nova',
      email: 'nova@demo.com',
      password: 'secret12-long',
      remember: false,
    });
    expect(outcome).toEqual({ pending: true });
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    await expect(
      makeGateway().login({ email: 'nova@demo.com', password: 'secret12-long', remember: false }),
    ).rejects.toMatchObject({ code: 'auth.account.pending' });
    expect((await call(target, 'GET', '/api/freight')).status).toBe(401);
  });

  it('revokes the refresh token at the backend on sign-out', async () => {
    const target = await start();
    const gateway = makeGateway();
    await gateway.login({ ...staff, remember: false });
    const { refreshToken } = stored();
    await gateway.logout();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    const after = await call(target, 'POST', '/api/authenticate/refresh-token', { body: { refreshToken } });
    expect(after.status).toBe(401);
  });

  it('ends the session here at once and waits only a moment for a backend that does not answer the sign-out', async () => {
    await start();
    const authApi = client();
    const gateway = createHttpAuthGateway({
      api: client(),
      authApi,
      storage: createWebStorage(window),
      clock: { now: () => now },
    });
    await gateway.login({ ...staff, remember: false });
    const posted: string[] = [];
    authApi.post = ((path: string) => {
      posted.push(path);
      return new Promise(() => undefined);
    }) as typeof authApi.post;
    vi.useFakeTimers();
    try {
      let done = false;
      const leaving = gateway.logout().then(() => {
        done = true;
      });
      expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1_500);
      await leaving;
      expect(done).toBe(true);
      expect(posted).toEqual(['/api/authenticate/logout']);
      await expect(gateway.restore()).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('renews an expired access token once for many parallel requests, with the rotated refresh token', async () => {
    await start();
    const api = client();
    const gateway = makeGateway(api);
    await gateway.login({ ...staff, remember: false });
    const first = stored().refreshToken;
    now = new Date(now.getTime() + 16 * 60_000);
    const answers = await Promise.all([1, 2, 3].map(() => api.get('/api/authenticate/me')));
    expect(answers.map((a) => (a as { userData: { email: string } }).userData.email)).toEqual(
      Array(3).fill('staff@demo.com'),
    );
    expect(log.filter((entry) => entry.path === '/api/authenticate/refresh-token')).toHaveLength(1);
    expect(stored().refreshToken).not.toBe(first);
  });

  it('ends the session once when the refresh token is refused too', async () => {
    await start();
    const api = client();
    const gateway = makeGateway(api);
    const ended = vi.fn();
    gateway.onSessionEnded(ended);
    await gateway.login({ ...staff, remember: false });
    now = new Date(now.getTime() + 15 * 24 * 3600_000);
    const results = await Promise.allSettled([1, 2, 3].map(() => api.get('/api/authenticate/me')));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });
});

describe('an account an admin changes while it works', () => {
  async function signedInAs(rule: 'admin' | 'user') {
    const target = await start();
    const admin = (
      await call(target, 'POST', '/api/authenticate/login/user', {
        body: { email: 'admin@demo.com', password: 'demodemo' },
      })
    ).body.accessToken as string;
    const email = `changed.${Math.random().toString(36).slice(2)}@contract.example`;
    const made = await call(target, 'POST', '/api/staff/users', {
      token: admin,
      body: { name: 'Changed Later', email, password: 'secret123-long', rule },
    });
    const api = client();
    const gateway = makeGateway(api);
    const changes = vi.fn();
    gateway.onAccountChanged?.(changes);
    await gateway.login({ email, password: 'secret123-long', remember: false });
    const change = async (body: object) => {
      const path = `/api/staff/users/${String(made.body.id)}`;
      const { updatedAt } = (await call(target, 'GET', path, { token: admin })).body as { updatedAt: string };
      return call(target, 'PUT', path, {
        token: admin,
        body: { name: 'Changed Later', ...body, expectedUpdatedAt: updatedAt },
      });
    };
    return { api, gateway, changes, change };
  }

  it('ends the session once when the account was deactivated, however many requests were refused', async () => {
    const { api, changes, change } = await signedInAs('user');
    await change({ rule: 'user', status: 'inactive' });
    const results = await Promise.allSettled([1, 2, 3].map(() => api.get('/api/freight')));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
    expect(changes).toHaveBeenCalledWith({ kind: 'refused', code: 'auth.account.inactive' });
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('tells the new role once when an admin was demoted, and keeps the session', async () => {
    const { api, changes, change } = await signedInAs('admin');
    await change({ rule: 'user', status: 'active' });
    const attempt = () =>
      api.post('/api/staff/users', {
        name: 'Nope',
        email: `nope.${Math.random()}@contract.example`,
        password: 'secret123-long',
        rule: 'user',
      });
    const results = await Promise.allSettled([attempt(), attempt()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
    expect(changes).toHaveBeenCalledWith({ kind: 'role', session: expect.objectContaining({ role: 'user' }) });
    expect(stored().user.rule).toBe('user');
    await expect(api.get('/api/freight')).resolves.toBeDefined();
  });

  it('says nothing when a refusal did not come from a change to the account', async () => {
    const { api, changes } = await signedInAs('user');
    await expect(
      api.post('/api/staff/users', {
        name: 'Nope',
        email: 'nope@contract.example',
        password: 'secret123-long',
        rule: 'user',
      }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    // The refusal made one check with the backend (a refresh), which found the account as it was.
    await vi.waitFor(() =>
      expect(
        log.filter((entry) => entry.path === '/api/authenticate/refresh-token' && entry.status === 200),
      ).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(changes).not.toHaveBeenCalled();
  });
});

describe('signing out in one tab', () => {
  /** BroadcastChannel between the tabs of one test: every other tab hears an announcement. */
  function tabsChannel() {
    const tabs = new Set<() => void>();
    return (): SignOutChannel => {
      let mine: (() => void) | null = null;
      return {
        announce: () => tabs.forEach((listener) => listener !== mine && listener()),
        listen: (listener) => {
          mine = listener;
          tabs.add(listener);
          return () => tabs.delete(listener);
        },
      };
    };
  }

  it('ends the session of every other tab, and the old refresh token is refused', async () => {
    const target = await start();
    const channel = tabsChannel();
    const tab = (signOuts: SignOutChannel) =>
      createHttpAuthGateway({
        api: client(),
        authApi: client(),
        storage: createWebStorage(window),
        clock: { now: () => now },
        signOuts,
      });
    const here = tab(channel());
    const there = tab(channel());
    await here.login({ ...staff, remember: true });
    await there.restore();
    const refreshToken = stored().refreshToken as string;
    let toldThere = 0;
    let toldHere = 0;
    there.onSignedOutElsewhere?.(() => (toldThere += 1));
    here.onSignedOutElsewhere?.(() => (toldHere += 1));

    await here.logout();

    expect({ toldThere, toldHere }).toEqual({ toldThere: 1, toldHere: 0 });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    const reuse = await call(target, 'POST', '/api/authenticate/refresh-token', { body: { refreshToken } });
    expect(reuse.status).toBe(401);
  });
});
