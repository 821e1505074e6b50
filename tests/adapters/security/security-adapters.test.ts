import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createJoseTokenIssuer } from '../../../src/adapters/security/jose-token-issuer';
import { createPbkdf2PasswordHasher } from '../../../src/adapters/security/pbkdf2-password-hasher';
import {
  createRandomIdSource,
  createWebCryptoSecretSource,
  randomSecret,
} from '../../../src/adapters/security/web-crypto-secrets';

const NOW = new Date('2026-11-21T12:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('jose token issuer', () => {
  const issuer = createJoseTokenIssuer({ secret: randomSecret() });

  it('issues access tokens for 15 minutes that name the user and role', async () => {
    const token = await issuer.issueAccess({ userId: 'u-1', role: 'admin' }, NOW);
    expect(issuer.accessLifetimeSeconds).toBe(900);
    await expect(issuer.verifyAccess(token, later(899))).resolves.toEqual({
      userId: 'u-1',
      role: 'admin',
      expiresAtMs: later(900).getTime(),
    });
    await expect(issuer.verifyAccess(token, later(901))).resolves.toBeNull();
  });

  it('refuses a token of its own key that lives longer than its kind, or says not when it was issued', async () => {
    const secret = randomSecret();
    const own = createJoseTokenIssuer({ secret });
    const signed = (claims: { iat?: number; exp: number }) => {
      const jwt = new SignJWT({ purpose: 'access', role: 'admin' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('freightdesk')
        .setSubject('u-1')
        .setExpirationTime(claims.exp);
      return (claims.iat === undefined ? jwt : jwt.setIssuedAt(claims.iat)).sign(secret);
    };
    const iat = Math.floor(NOW.getTime() / 1000);
    await expect(own.verifyAccess(await signed({ iat, exp: iat + 900 }), NOW)).resolves.not.toBeNull();
    await expect(own.verifyAccess(await signed({ iat, exp: iat + 10 * 365 * 86_400 }), NOW)).resolves.toBeNull();
    await expect(own.verifyAccess(await signed({ exp: iat + 600 }), NOW)).resolves.toBeNull();
  });

  it('refuses a token signed with another secret, tampered with, or of the other purpose', async () => {
    const other = createJoseTokenIssuer({ secret: randomSecret() });
    const foreign = await other.issueAccess({ userId: 'u-1', role: 'admin' }, NOW);
    await expect(issuer.verifyAccess(foreign, NOW)).resolves.toBeNull();
    const token = await issuer.issueAccess({ userId: 'u-1', role: 'user' }, NOW);
    const [header, , signature] = token.split('.');
    const forged = btoa(JSON.stringify({ sub: 'u-1', role: 'admin', purpose: 'access', exp: 9e9 })).replace(/=+$/, '');
    await expect(issuer.verifyAccess(`${header}.${forged}.${signature}`, NOW)).resolves.toBeNull();
    const reset = await issuer.issueReset('u-1', NOW);
    await expect(issuer.verifyAccess(reset, NOW)).resolves.toBeNull();
    await expect(issuer.verifyReset(token, NOW)).resolves.toBeNull();
    await expect(issuer.verifyAccess('garbage', NOW)).resolves.toBeNull();
  });

  it('issues reset tokens for an hour', async () => {
    const reset = await issuer.issueReset('u-7', NOW);
    await expect(issuer.verifyReset(reset, later(3599))).resolves.toBe('u-7');
    await expect(issuer.verifyReset(reset, later(3601))).resolves.toBeNull();
  });

  it('needs a secret of at least 32 bytes', () => {
    expect(() => createJoseTokenIssuer({ secret: new Uint8Array(16) })).toThrow(/32 bytes/);
  });
});

describe('WebCrypto secret and id sources', () => {
  const secrets = createWebCryptoSecretSource();

  it('makes unguessable URL-safe tokens and stable SHA-256 digests', async () => {
    const a = secrets.newToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(secrets.newToken()).not.toBe(a);
    await expect(secrets.digest('abc')).resolves.toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('makes distinct prefixed ids', () => {
    const ids = createRandomIdSource();
    const made = new Set(Array.from({ length: 200 }, () => ids.newId('c')));
    expect(made.size).toBe(200);
    expect([...made].every((id) => id.startsWith('c-'))).toBe(true);
  });
});

describe('PBKDF2 password hasher', () => {
  const hasher = createPbkdf2PasswordHasher({ iterations: 1000 });

  it('verifies the password it hashed and no other, with a salt of its own each time', async () => {
    const hash = await hasher.hash('demodemo');
    expect(hash).toMatch(/^pbkdf2-sha256\$1000\$/);
    expect(hash).not.toContain('demodemo');
    await expect(hasher.verify('demodemo', hash)).resolves.toBe(true);
    await expect(hasher.verify('demodemO', hash)).resolves.toBe(false);
    expect(await hasher.hash('demodemo')).not.toBe(hash);
  });

  it('reads the rounds from the hash, and refuses malformed hashes', async () => {
    const strong = createPbkdf2PasswordHasher({ iterations: 2000 });
    await expect(hasher.verify('pw', await strong.hash('pw'))).resolves.toBe(true);
    for (const bad of ['', 'plain', 'pbkdf2-sha256$0$AA==$AA==', 'scrypt$1$a$b', 'pbkdf2-sha256$10$!!$??']) {
      await expect(hasher.verify('pw', bad)).resolves.toBe(false);
    }
  });

  it("uses OWASP's 600,000 rounds by default and asks for a new hash of one made with fewer", async () => {
    const current = createPbkdf2PasswordHasher();
    expect(current.needsRehash?.('pbkdf2-sha256$600000$AA==$AA==')).toBe(false);
    expect(current.needsRehash?.(await hasher.hash('pw'))).toBe(true);
  });
});
