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

/**
 * The hosted sign-in's exchange against a stand-in of the Auth0 tenant: a server on 127.0.0.1 publishing the JWKS
 * of a key made here, tokens signed with it. Only a token of the right issuer and audience, unexpired, vouching for
 * a verified e-mail of an active member of staff opens a session, with the role of the staff record.
 */
let jwks: Server;
let jwksUrl: string;
let key: CryptoKey;
let strangerKey: CryptoKey;
const ISSUER = 'https://tenant.example.auth0.com/';
const AUDIENCE = 'https://api.freightdesk.test';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const published = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
  jwks = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(published));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const address = jwks.address();
  jwksUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/.well-known/jwks.json`;
});
afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())));

interface TokenShape {
  issuer?: string;
  audience?: string;
  expiresInSeconds?: number;
  claims?: Record<string, unknown>;
  signWith?: CryptoKey;
}

function token(shape: TokenShape = {}): Promise<string> {
  const iat = Math.floor(T0 / 1000);
  return new SignJWT({
    [EMAIL_CLAIM]: 'staff@demo.com',
    [EMAIL_VERIFIED_CLAIM]: true,
    // A role claim is ignored: the role is the staff record's.
    'https://freightdesk.app/role': 'admin',
    ...shape.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(shape.issuer ?? ISSUER)
    .setAudience(shape.audience ?? AUDIENCE)
    .setSubject('auth0|abc')
    .setIssuedAt(iat)
    .setExpirationTime(iat + (shape.expiresInSeconds ?? 600))
    .sign(shape.signWith ?? key);
}

function exchange(options: { hosted?: boolean } = { hosted: true }) {
  const core = coreHarness();
  const app = createRestApp({
    backend: core.backend,
    auth: core.auth,
    clock: core.clock,
    rates: {} as never,
    ...(options.hosted
      ? { hostedTokens: createAuth0TokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl }) }
      : {}),
    settings: { sessionCookie: { maxAgeSeconds: 60 } },
  });
  const send = async (bearer: string, headers: Record<string, string> = {}) => {
    const response = await app.fetch(
      new Request('http://api.test/api/authenticate/hosted', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}`, ...headers },
        body: '{}',
      }),
    );
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      cookie: response.headers.get('Set-Cookie'),
    };
  };
  return { ...core, send };
}

describe('the hosted sign-in exchange', () => {
  it('opens a session of our own for a verified staff e-mail, with the role of the staff record', async () => {
    const { send, auth } = exchange();
    const answer = await send(await token());
    expect(answer).toMatchObject({ status: 200, body: { user: { email: 'staff@demo.com', rule: 'user' } } });
    await expect(auth.authenticate(String(answer.body.accessToken))).resolves.toMatchObject({ role: 'user' });
  });

  it('hands the refresh token over as the session cookie to the browser client', async () => {
    const answer = await exchange().send(await token(), { 'X-Requested-With': 'fetch' });
    expect(answer.status).toBe(200);
    expect(answer.body.refreshToken).toBeUndefined();
    expect(answer.cookie).toContain('HttpOnly; Secure; SameSite=Strict');
  });

  it.each<[string, () => Promise<string>, number, string]>([
    ['another issuer', () => token({ issuer: 'https://evil.example.auth0.com/' }), 401, 'auth.hosted.invalid'],
    ['another audience', () => token({ audience: 'https://other.api' }), 401, 'auth.hosted.invalid'],
    ['an expired token', () => token({ expiresInSeconds: -60 }), 401, 'auth.hosted.invalid'],
    ['a key the tenant does not publish', () => token({ signWith: strangerKey }), 401, 'auth.hosted.invalid'],
    ['not a token', async () => 'not-a-token', 401, 'auth.hosted.invalid'],
    ['an unverified e-mail', () => token({ claims: { [EMAIL_VERIFIED_CLAIM]: false } }), 403, 'auth.hosted.unverified'],
    ['no e-mail claim', () => token({ claims: { [EMAIL_CLAIM]: undefined } }), 403, 'auth.hosted.unverified'],
    ['an unknown e-mail', () => token({ claims: { [EMAIL_CLAIM]: 'nobody@demo.com' } }), 403, 'auth.hosted.unknown'],
  ])('refuses %s', async (_name, make, status, code) => {
    const answer = await exchange().send(await make());
    expect(answer).toMatchObject({ status, body: { code } });
    expect(answer.cookie).toBeNull();
  });

  it('applies the approval rules of a password sign-in: a pending account stays out', async () => {
    const { send, backend } = exchange();
    await backend.users.register({ name: 'Nova', email: 'nova@demo.com', password: 'secret12-long' });
    const answer = await send(await token({ claims: { [EMAIL_CLAIM]: 'nova@demo.com' } }));
    expect(answer).toMatchObject({ status: 403, body: { code: 'auth.account.pending' } });
  });

  it('is not found where no tenant is configured', async () => {
    const answer = await exchange({ hosted: false }).send(await token());
    expect(answer).toMatchObject({ status: 404, body: { code: 'auth.hosted.off' } });
  });
});
