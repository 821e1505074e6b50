import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveCompressed } from '../../../scripts/compressed-static-server.mjs';
import { pagePolicy } from '../../../scripts/static-host-headers';
import { plan } from '../support/hardening-report';
import { STAFF, startHarness, type Harness } from './api-harness';

/**
 * The browser's credentials and the script policy, attacked as a hostile page or a careless host would: the
 * session cookie used cross-site or without the custom header, replayed, or sent to an unlisted origin; and each
 * host of the app checked for a policy that keeps foreign scripts out.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.server.stop());

const LOGIN = '/api/authenticate/login/user';
const REFRESH = '/api/authenticate/refresh-token';
const LOGOUT = '/api/authenticate/logout';
const XRW = { 'X-Requested-With': 'fetch' };

async function post(path: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${h.server.url}${path}`, { method: 'POST', headers, body });
  return { status: response.status, text: await response.text(), setCookie: response.headers.get('set-cookie') };
}

/** A fresh sign-in whose refresh token is in the cookie; answers the cookie's value and what the answer showed. */
async function cookieSession(remember = true) {
  const answer = await post(LOGIN, JSON.stringify({ email: STAFF.email, password: STAFF.password, remember }), {
    'Content-Type': 'application/json',
    ...XRW,
  });
  const token = /fd_refresh=([^;]*)/.exec(answer.setCookie ?? '')?.[1] ?? '';
  return { token, answer };
}
const withCookie = (token: string, extra: Record<string, string> = {}) => ({
  'Content-Type': 'application/json',
  Cookie: `fd_refresh=${token}`,
  ...extra,
});
const stillValid = async (token: string) => (await post(REFRESH, '{}', withCookie(token, XRW))).status === 200;

const cookieCases = plan('api', 'input', 'cookie CSRF', [
  'sign-in answer: token only in an HttpOnly, Secure, SameSite=Strict cookie on the authenticate path',
  'refresh by the cookie without X-Requested-With',
  'refresh as a cross-site form post',
  'refresh as a cross-site text/plain post',
  'sign-out by the cookie without X-Requested-With',
  'spent cookie replayed after rotation',
  'credentials offered to an unlisted origin',
] as const);

describe('cookie CSRF', () => {
  it('keeps the refresh token out of the answer body and out of scripts', async () => {
    const { answer } = await cookieSession();
    const attributes = ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/api/authenticate'];
    const unsafe = answer.text.includes('refreshToken') || !attributes.every((a) => answer.setCookie?.includes(a));
    cookieCases.observe(
      'sign-in answer: token only in an HttpOnly, Secure, SameSite=Strict cookie on the authenticate path',
      { unsafe, seen: `${answer.status} ${answer.setCookie ?? 'no cookie'}` },
    );
    expect(unsafe).toBe(false);
  });

  it('refuses the cookie without the custom header, whatever the body looks like', async () => {
    const attempts = [
      ['refresh by the cookie without X-Requested-With', '{}', withCookie('')] as const,
      [
        'refresh as a cross-site form post',
        'remember=true',
        { 'Content-Type': 'application/x-www-form-urlencoded' },
      ] as const,
      ['refresh as a cross-site text/plain post', '{"remember":true}', { 'Content-Type': 'text/plain' }] as const,
    ];
    for (const [name, body, headers] of attempts) {
      const { token } = await cookieSession();
      const forged = { ...headers, Cookie: `fd_refresh=${token}`, Origin: 'https://evil.example' };
      const answer = await post(REFRESH, body, forged);
      const unsafe = answer.status < 400 || answer.setCookie !== null || !(await stillValid(token));
      cookieCases.observe(name, { unsafe, seen: `${answer.status} ${answer.text.slice(0, 120)}` });
      expect(unsafe).toBe(false);
    }
  });

  it('does not sign out through a forged request', async () => {
    const { token } = await cookieSession();
    const answer = await post(LOGOUT, '{}', withCookie(token, { Origin: 'https://evil.example' }));
    const unsafe = answer.status < 400 || !(await stillValid(token));
    cookieCases.observe('sign-out by the cookie without X-Requested-With', {
      unsafe,
      seen: `${answer.status} ${answer.text.slice(0, 120)}`,
    });
    expect(unsafe).toBe(false);
  });

  it('refuses a spent cookie replayed after it was rotated', async () => {
    const { token } = await cookieSession();
    const rotated = await post(REFRESH, '{}', withCookie(token, XRW));
    const replay = await post(REFRESH, '{}', withCookie(token, XRW));
    const unsafe = rotated.status !== 200 || replay.status !== 401 || replay.setCookie !== null;
    cookieCases.observe('spent cookie replayed after rotation', {
      unsafe,
      seen: `rotated ${rotated.status}, replay ${replay.status}`,
    });
    expect(unsafe).toBe(false);
  });

  it('never offers credentials to an origin it does not list', async () => {
    const preflight = await fetch(`${h.server.url}${REFRESH}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-requested-with, content-type',
      },
    });
    const allowed = preflight.headers.get('access-control-allow-origin');
    const credentials = preflight.headers.get('access-control-allow-credentials');
    const unsafe = allowed === 'https://evil.example' || allowed === '*' || credentials === 'true';
    cookieCases.observe('credentials offered to an unlisted origin', {
      unsafe,
      seen: `${preflight.status} ${allowed} ${credentials}`,
    });
    expect(unsafe).toBe(false);
  });
});

const hostCases = plan('api', 'input', 'CSP present on every host', [
  'Node server: API answers',
  'Node server: refusals and unknown paths',
  'Firebase Hosting (firebase.json)',
  'static host of a build (perf and preview servers)',
  'built page of each mode (meta element)',
] as const);

/** A policy that keeps foreign and inline scripts out, plugins out, and the page unframed. */
function strict(policy: string | null, options: { framing?: boolean } = { framing: true }): boolean {
  if (!policy) return false;
  const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? /(?:^|;\s*)default-src ([^;]*)/.exec(policy)?.[1];
  const scriptsOk = scripts !== undefined && !/unsafe-inline|unsafe-eval|\*|https?:/.test(scripts);
  const objectsOk = /object-src 'none'|default-src 'none'/.test(policy);
  return scriptsOk && objectsOk && (!options.framing || policy.includes("frame-ancestors 'none'"));
}

describe('CSP present on every host', () => {
  it('the Node server sends a policy with every answer', async () => {
    for (const [name, path] of [
      ['Node server: API answers', '/api/health'],
      ['Node server: refusals and unknown paths', '/api/no-such-thing'],
    ] as const) {
      const response = await fetch(`${h.server.url}${path}`);
      const policy = response.headers.get('content-security-policy');
      const unsafe = !strict(policy);
      hostCases.observe(name, { unsafe, seen: `${response.status} ${policy}` });
      expect(unsafe).toBe(false);
    }
  });

  it('Firebase Hosting sends a script policy with every file', () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    };
    const all = config.hosting.headers.find((rule) => rule.source === '**');
    const policy = all?.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? null;
    const unsafe = !strict(policy) || !policy?.includes("script-src 'self'");
    hostCases.observe('Firebase Hosting (firebase.json)', { unsafe, seen: String(policy) });
    expect(unsafe).toBe(false);
  });

  it("a static host sends the built page's policy with the page and its files", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-csp-'));
    const meta = pagePolicy({}).replace(/'/g, '&#39;');
    writeFileSync(join(dir, 'index.html'), `<head><meta http-equiv="Content-Security-Policy" content="${meta}">`);
    writeFileSync(join(dir, 'first-screen.js'), '');
    const server = await serveCompressed(dir, 0);
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const seen: string[] = [];
      let unsafe = false;
      for (const path of ['/', '/freight/list', '/first-screen.js']) {
        const policy = (await fetch(`http://127.0.0.1:${port}${path}`)).headers.get('content-security-policy');
        unsafe ||= !strict(policy);
        seen.push(`${path}: ${policy ? 'policy' : 'none'}`);
      }
      hostCases.observe('static host of a build (perf and preview servers)', { unsafe, seen: seen.join(', ') });
      expect(unsafe).toBe(false);
    } finally {
      server.close();
    }
  });

  it('each mode builds a page whose own policy keeps foreign scripts out', () => {
    const modes = [
      {},
      { VITE_BACKEND: 'http', VITE_API_BASE_URL: 'https://api.example.com' },
      { VITE_BACKEND: 'firebase', VITE_FIREBASE_EMULATORS: '1' },
    ];
    const policies = modes.map((env) => pagePolicy(env));
    const unsafe = policies.some((policy) => !strict(policy, { framing: false }));
    hostCases.observe('built page of each mode (meta element)', {
      unsafe,
      seen: policies.map((p) => p.slice(0, 60)).join(' | '),
    });
    expect(unsafe).toBe(false);
  });
});
