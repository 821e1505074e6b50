import { describe, expect, it } from 'vitest';
import { createRestApp } from '../../../src/adapters/rest/rest-app';
import { coreHarness } from '../../application/support/core-harness';

/**
 * The refresh token as the route table hands it to a host with cookies (the Node server): set HttpOnly, Secure,
 * SameSite=Strict on the authenticate path, read back only with X-Requested-With, rotated, cleared at sign-out.
 */
const MAX_AGE = 14 * 24 * 3600;

function cookieApp(options: { sessionCookie?: boolean } = { sessionCookie: true }) {
  const core = coreHarness();
  const app = createRestApp({
    backend: core.backend,
    auth: core.auth,
    clock: core.clock,
    rates: { rateOn: async () => null } as never,
    settings: options.sessionCookie ? { sessionCookie: { maxAgeSeconds: MAX_AGE } } : {},
  });
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await app.fetch(
      new Request(`http://api.test${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    );
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
      cookie: response.headers.get('Set-Cookie'),
    };
  };
  return { ...core, post };
}

const LOGIN = '/api/authenticate/login/user';
const REFRESH = '/api/authenticate/refresh-token';
const LOGOUT = '/api/authenticate/logout';
const staff = { email: 'staff@demo.com', password: 'demodemo' };
const XRW = { 'X-Requested-With': 'fetch' };
const tokenOf = (setCookie: string | null) => /fd_refresh=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';
const sending = (token: string) => ({ ...XRW, Cookie: `fd_refresh=${token}` });

describe('the session cookie', () => {
  it('is set HttpOnly, Secure, SameSite=Strict on the authenticate path, lasting only when remembered', async () => {
    const { post } = cookieApp();
    const remembered = await post(LOGIN, { ...staff, remember: true }, XRW);
    expect(remembered.status).toBe(200);
    expect(remembered.body.refreshToken).toBeUndefined();
    expect(remembered.body.accessToken).toEqual(expect.any(String));
    expect(remembered.cookie).toMatch(
      /^fd_refresh=[\w-]+; Path=\/api\/authenticate; HttpOnly; Secure; SameSite=Strict; Max-Age=1209600$/,
    );
    const browserSession = await post(LOGIN, staff, XRW);
    expect(browserSession.cookie).toMatch(
      /^fd_refresh=[\w-]+; Path=\/api\/authenticate; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('keeps the token in the body for clients that do not ask, and on hosts without cookies', async () => {
    const plain = await cookieApp().post(LOGIN, staff);
    expect(plain.cookie).toBeNull();
    expect(plain.body.refreshToken).toEqual(expect.any(String));
    const mock = await cookieApp({}).post(LOGIN, staff, XRW);
    expect(mock.cookie).toBeNull();
    expect(mock.body.refreshToken).toEqual(expect.any(String));
  });

  it('renews by the cookie and rotates it; without X-Requested-With the cookie is refused', async () => {
    const { post } = cookieApp();
    const first = tokenOf((await post(LOGIN, staff, XRW)).cookie);
    const forged = await post(REFRESH, {}, { Cookie: `fd_refresh=${first}` });
    expect(forged).toMatchObject({ status: 403, body: { code: 'auth.csrf' }, cookie: null });
    const renewed = await post(REFRESH, { remember: true }, sending(first));
    expect(renewed.status).toBe(200);
    expect(renewed.body.refreshToken).toBeUndefined();
    expect(renewed.cookie).toContain('Max-Age=1209600');
    expect(tokenOf(renewed.cookie)).not.toBe(first);
    expect((await post(REFRESH, {}, XRW)).body.code).toBe('auth.session.invalid');
  });

  it('still ends the whole sign-in when a spent cookie is replayed after the grace period', async () => {
    const { post, clock } = cookieApp();
    const first = tokenOf((await post(LOGIN, staff, XRW)).cookie);
    const second = tokenOf((await post(REFRESH, {}, sending(first))).cookie);
    clock.advance(31_000);
    expect((await post(REFRESH, {}, sending(first))).body.code).toBe('auth.session.invalid');
    expect((await post(REFRESH, {}, sending(second))).body.code).toBe('auth.session.invalid');
  });

  it('is revoked and cleared at sign-out, which also needs the header', async () => {
    const { post } = cookieApp();
    const token = tokenOf((await post(LOGIN, staff, XRW)).cookie);
    expect((await post(LOGOUT, {}, { Cookie: `fd_refresh=${token}` })).body.code).toBe('auth.csrf');
    const out = await post(LOGOUT, {}, sending(token));
    expect(out.status).toBe(204);
    expect(out.cookie).toMatch(/^fd_refresh=; Path=\/api\/authenticate; HttpOnly; Secure; SameSite=Strict; Max-Age=0$/);
    expect((await post(REFRESH, {}, sending(token))).body.code).toBe('auth.session.invalid');
  });
});
