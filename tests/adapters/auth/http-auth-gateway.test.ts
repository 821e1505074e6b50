import { decodeJwt } from 'jose';
import { createHttpAuthGateway } from '../../../src/adapters/http/http-auth-gateway.adapter';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { SESSION_KEY } from '../../../src/adapters/http/jwt-session-storage';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { handlers as authHandlers } from '../../../src/adapters/mock/handlers/auth.handlers';
import { startMockServer, type MockServerHandle } from '../../../src/adapters/mock/mock-server';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import { authGatewayContract, type AuthGatewayHarness } from './auth-gateway.contract';

let now = new Date('2026-11-21T12:00:00Z');
let server: MockServerHandle | null = null;

beforeEach(() => {
  now = new Date('2026-11-21T12:00:00Z');
  localStorage.clear();
  sessionStorage.clear();
  server = startMockServer({
    latencyMs: 0,
    seed: 1,
    freightCount: 1,
    mode: 'mock',
    now: () => now,
    modules: [authHandlers],
  });
});
afterEach(() => {
  server?.shutdown();
  server = null;
});

const client = () => createHttpClient({ baseUrl: '', timeoutMs: 3000 });
function makeGateway(api = client()): AuthGateway {
  return createHttpAuthGateway({
    api,
    authApi: client(),
    storage: createWebStorage(window),
    clock: { now: () => now },
  });
}

authGatewayContract('HTTP adapter against the Pretender mock', (): AuthGatewayHarness => {
  const first = makeGateway();
  return {
    provider: 'jwt',
    admin: { email: 'admin@demo.com', password: 'demodemo', name: 'Admin', role: 'admin' },
    staff: { email: 'staff@demo.com', password: 'demodemo', name: 'Staff', role: 'user' },
    gateway: () => first,
    reopen: async () => makeGateway(),
  };
});

async function post(path: string, body: unknown) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('mock authenticate endpoints (spec sections 7 and 8)', () => {
  it('answers bad credentials with status 200 and an error field', async () => {
    await expect(post('/api/authenticate/login/user', { email: 'admin@demo.com', password: 'x' })).resolves.toEqual({
      status: 200,
      body: { error: 'Email Or Password Invalid' },
    });
  });

  it('logs in with a user (loggedInWith jwt, no password) and a really signed 8000 s token', async () => {
    const { status, body } = await post('/api/authenticate/login/user', {
      email: 'demo@demo.com',
      password: 'demodemo',
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email: 'demo@demo.com', name: 'Demo', rule: 'admin', loggedInWith: 'jwt' });
    expect(body.user).not.toHaveProperty('password');
    const claims = decodeJwt(String(body.accessToken));
    expect(claims.exp! - claims.iat!).toBe(8000);
    expect(claims.iat).toBe(now.getTime() / 1000);
  });

  it('refuses a used email and an empty name with the spec texts', async () => {
    const { body } = await post('/api/authenticate/register/user', {
      email: 'admin@demo.com',
      password: 'secret1',
      name: '',
    });
    expect(body).toEqual({ error: { email: 'This email is already in use.', name: 'Please enter your name.' } });
  });

  it('registers a new member of staff with role user', async () => {
    const { body } = await post('/api/authenticate/register/user', {
      email: 'new@demo.com',
      password: 'secret1',
      name: 'Nova',
    });
    expect(body.user).toMatchObject({ email: 'new@demo.com', name: 'Nova', rule: 'user', status: 'active' });
    expect(typeof body.accessToken).toBe('string');
  });

  it('refreshes a valid token into one with a full, proper expiry', async () => {
    const login = await post('/api/authenticate/login/user', { email: 'staff@demo.com', password: 'demodemo' });
    now = new Date(now.getTime() + 3_600_000);
    const { status, body } = await post('/api/authenticate/refresh-token', { accessToken: login.body.accessToken });
    expect(status).toBe(200);
    expect(body.userData).toMatchObject({ email: 'staff@demo.com', rule: 'user' });
    const claims = decodeJwt(String(body.accessToken));
    expect(claims.exp).toBe(now.getTime() / 1000 + 8000);
  });

  it.each([['garbage'], ['eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1LWFkbWluIn0.'], [undefined]])(
    'answers 401 "Invalid access token." for %j',
    async (accessToken) => {
      await expect(post('/api/authenticate/refresh-token', { accessToken })).resolves.toEqual({
        status: 401,
        body: { error: 'Invalid access token.' },
      });
    },
  );

  it('answers 401 for an expired token', async () => {
    const login = await post('/api/authenticate/login/user', { email: 'staff@demo.com', password: 'demodemo' });
    now = new Date(now.getTime() + 8001_000);
    const { status } = await post('/api/authenticate/refresh-token', { accessToken: login.body.accessToken });
    expect(status).toBe(401);
  });
});

describe('JWT sessions in the browser', () => {
  const staff = { email: 'staff@demo.com', password: 'demodemo' };

  it('keeps an unremembered session in session storage and a remembered one in local storage', async () => {
    await makeGateway().login({ ...staff, remember: false });
    expect(sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    await makeGateway().login({ ...staff, remember: true });
    expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it.each([['not json {'], ['{"accessToken":42}'], ['{"user":{"rule":"admin"}}']])(
    'discards an unparsable stored value %s',
    async (raw) => {
      localStorage.setItem(SESSION_KEY, raw);
      await expect(makeGateway().restore()).resolves.toBeNull();
      expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    },
  );

  it('ignores a role edited in storage: the role comes from the verified token', async () => {
    await makeGateway().login({ ...staff, remember: true });
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY)!) as { user: { rule: string } };
    stored.user.rule = 'admin';
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored));
    await expect(makeGateway().restore()).resolves.toMatchObject({ role: 'user' });
  });

  it('forgets a token whose signature was tampered with', async () => {
    await makeGateway().login({ ...staff, remember: true });
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY)!) as { accessToken: string };
    const [header, , signature] = stored.accessToken.split('.');
    const forged = btoa(JSON.stringify({ id: 'u-admin', sub: 'u-admin', exp: 9_999_999_999 })).replace(/=+$/, '');
    localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: `${header}.${forged}.${signature}` }));
    await expect(makeGateway().restore()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('sends the bearer token, and ends the session once when parallel requests hit an expired token', async () => {
    const api = client();
    const gateway = makeGateway(api);
    const ended = vi.fn();
    gateway.onSessionEnded(ended);
    await gateway.login({ ...staff, remember: false });
    await expect(api.get('/api/authenticate/me')).resolves.toMatchObject({ userData: { email: 'staff@demo.com' } });
    now = new Date(now.getTime() + 8001_000);
    const results = await Promise.allSettled([
      api.get('/api/authenticate/me'),
      api.get('/api/authenticate/me'),
      api.get('/api/authenticate/me'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(ended).toHaveBeenCalled();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
