import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { createHttpAuthGateway } from '../../../src/adapters/http/http-auth-gateway.adapter';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { SESSION_KEY } from '../../../src/adapters/http/jwt-session-storage';
import { createRestApp } from '../../../src/adapters/rest/rest-app';
import { coreHarness } from '../../application/support/core-harness';

/**
 * The sign-in adapter against a host that keeps the refresh token in its HttpOnly cookie: storage holds a marker
 * only, the access token lives in memory, a reload restores the session through the cookie, sign-out clears it.
 * The fetch here plays the browser's cookie jar and records what each request carried.
 */
function cookieHost() {
  const core = coreHarness();
  const app = createRestApp({
    backend: core.backend,
    auth: core.auth,
    clock: core.clock,
    rates: {} as never,
    settings: { sessionCookie: { maxAgeSeconds: 60 } },
    // A stand-in for the Auth0 verifier: the token 'good' vouches for the staff member's verified e-mail.
    hostedTokens: {
      verify: async (token) => (token === 'good' ? { email: 'staff@demo.com', emailVerified: true } : null),
    },
  });
  const jar = new Map<string, string>();
  const sent: { path: string; credentials: RequestCredentials | undefined; headers: Headers }[] = [];
  const browserFetch: typeof fetch = async (input, init) => {
    const request = new Request(String(input), init);
    sent.push({ path: new URL(request.url).pathname, credentials: init?.credentials, headers: request.headers });
    const cookie = jar.get('fd_refresh');
    if (cookie && new URL(request.url).pathname.startsWith('/api/authenticate')) {
      request.headers.set('Cookie', `fd_refresh=${cookie}`);
    }
    const response = await app.fetch(request);
    const set = /^fd_refresh=([^;]*);.*?(Max-Age=(\d+))?$/.exec(response.headers.get('Set-Cookie') ?? '');
    if (set) {
      if (set[3] === '0' || !set[1]) jar.delete('fd_refresh');
      else jar.set('fd_refresh', set[1]);
    }
    return response;
  };
  const client = (sessionClient: boolean) =>
    createHttpClient({
      baseUrl: 'http://api.test',
      timeoutMs: 3000,
      fetch: () => browserFetch,
      ...(sessionClient ? { credentials: 'include' as const, headers: { 'X-Requested-With': 'fetch' } } : {}),
    });
  const gateway = () =>
    createHttpAuthGateway({
      api: client(false),
      authApi: client(true),
      storage: createWebStorage(window),
      clock: core.clock,
      refreshCookie: true,
    });
  return { jar, sent, gateway };
}

const staff = { email: 'staff@demo.com', password: 'demodemo' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('sessions kept by the server cookie', () => {
  it('stores no token in Web Storage, and a reload restores the session through the cookie', async () => {
    const host = cookieHost();
    await host.gateway().login({ ...staff, remember: true });
    const raw = localStorage.getItem(SESSION_KEY) ?? '';
    expect(JSON.parse(raw)).toEqual({ cookie: true, user: expect.objectContaining({ email: staff.email }) });
    expect(raw).not.toMatch(/token|demodemo/i);
    expect(host.jar.get('fd_refresh')).toEqual(expect.any(String));
    const login = host.sent.find((s) => s.path === '/api/authenticate/login/user');
    expect(login?.credentials).toBe('include');
    expect(login?.headers.get('X-Requested-With')).toBe('fetch');

    const before = host.jar.get('fd_refresh');
    const restored = await host.gateway().restore();
    expect(restored).toMatchObject({ email: staff.email, role: 'user' });
    expect(host.jar.get('fd_refresh')).not.toBe(before);
  });

  it('signs out: the cookie is revoked and cleared, and a reload finds no session', async () => {
    const host = cookieHost();
    const gateway = host.gateway();
    await gateway.login({ ...staff, remember: false });
    expect(sessionStorage.getItem(SESSION_KEY)).toContain('"cookie":true');
    await gateway.logout();
    expect(host.jar.has('fd_refresh')).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    await expect(host.gateway().restore()).resolves.toBeNull();
  });

  it('exchanges a hosted sign-in token for the same cookie session', async () => {
    const host = cookieHost();
    const session = await host.gateway().loginWithHostedToken?.('good');
    expect(session).toMatchObject({ email: staff.email, role: 'user', loggedInWith: 'auth0' });
    const sent = host.sent.find((s) => s.path === '/api/authenticate/hosted');
    expect(sent?.headers.get('Authorization')).toBe('Bearer good');
    expect(host.jar.get('fd_refresh')).toEqual(expect.any(String));
    expect(sessionStorage.getItem(SESSION_KEY)).toContain('"cookie":true');
    await expect(host.gateway().loginWithHostedToken?.('forged')).rejects.toMatchObject({
      code: 'auth.hosted.invalid',
    });
  });
});
