import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestApp } from '../../../src/adapters/rest/rest-app';
import {
  createAuth0TokenVerifier,
  EMAIL_CLAIM,
  EMAIL_VERIFIED_CLAIM,
} from '../../../src/adapters/security/auth0-token-verifier';
import { coreHarness, T0 } from '../../application/support/core-harness';
import { plan } from '../support/hardening-report';

/**
 * Forged and bent hosted sign-in tokens against the exchange (`POST /api/authenticate/hosted`), with the tenant played
 * by a JWKS stand-in on 127.0.0.1. Unsafe: any of them opens a session, or opens one with a role the record lacks.
 */
const ISSUER = 'https://tenant.example.auth0.com/';
const AUDIENCE = 'https://api.freightdesk.test';
let jwks: Server;
let jwksUrl: string;
let key: CryptoKey;
let publicJwk: Record<string, unknown>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  key = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const address = jwks.address();
  jwksUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/jwks.json`;
});
afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())));

const iat = Math.floor(T0 / 1000);
const base = { [EMAIL_CLAIM]: 'staff@demo.com', [EMAIL_VERIFIED_CLAIM]: true };

function signed(claims: Record<string, unknown>, options: { issuer?: string; audience?: string; exp?: number } = {}) {
  return new SignJWT({ ...base, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject('auth0|x')
    .setIssuedAt(iat)
    .setExpirationTime(options.exp ?? iat + 600)
    .sign(key);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const payload = { ...base, iss: ISSUER, aud: AUDIENCE, sub: 'auth0|x', iat, exp: iat + 600 };

const cases = {
  'unsigned token (alg none)': async () => `${b64({ alg: 'none' })}.${b64(payload)}.`,
  'HS256 signed with the public key (algorithm confusion)': async () =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .sign(new TextEncoder().encode(JSON.stringify(publicJwk))),
  'payload swapped under a valid signature': async () => {
    const [header, , signature] = (await signed({})).split('.');
    return `${header}.${b64({ ...payload, [EMAIL_CLAIM]: 'admin@demo.com' })}.${signature}`;
  },
  'another issuer': () => signed({}, { issuer: 'https://evil.example.auth0.com/' }),
  'another audience': () => signed({}, { audience: 'https://other.example' }),
  'expired a minute ago': () => signed({}, { exp: iat - 60 }),
  'unverified e-mail': () => signed({ [EMAIL_VERIFIED_CLAIM]: false }),
  'e-mail verified as the string "true"': () => signed({ [EMAIL_VERIFIED_CLAIM]: 'true' }),
  'unknown e-mail': () => signed({ [EMAIL_CLAIM]: 'mallory@evil.example' }),
  'an admin role claim on a staff account': () => signed({ 'https://freightdesk.app/role': 'admin', role: 'admin' }),
  'a 100 KB token': async () => `${'a'.repeat(100_000)}.b.c`,
} satisfies Record<string, () => Promise<string>>;

type Case = keyof typeof cases;
const table = plan('unit', 'input', 'hosted sign-in', Object.keys(cases) as Case[]);

describe('hosted sign-in', () => {
  it.each(Object.keys(cases) as Case[])('%s', async (name) => {
    const core = coreHarness();
    const app = createRestApp({
      backend: core.backend,
      auth: core.auth,
      clock: core.clock,
      rates: {} as never,
      hostedTokens: createAuth0TokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl }),
    });
    const response = await app.fetch(
      new Request('http://api.test/api/authenticate/hosted', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await cases[name]()}` },
        body: '{}',
      }),
    );
    const body = (await response.json()) as { code?: string; user?: { rule?: string } };
    const roleCase = name === 'an admin role claim on a staff account';
    const unsafe = roleCase ? body.user?.rule !== 'user' : response.status < 400 || response.status >= 500;
    table.observe(name, { unsafe, seen: `${response.status} ${body.code ?? body.user?.rule ?? ''}` });
    expect(unsafe).toBe(false);
  });
});
