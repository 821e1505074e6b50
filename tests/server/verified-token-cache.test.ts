import { describe, expect, it } from 'vitest';
import type { TokenIssuer } from '../../src/application/ports/security.port';
import { createJoseTokenIssuer } from '../../src/adapters/security/jose-token-issuer';
import { randomSecret } from '../../src/adapters/security/web-crypto-secrets';
import { withVerifiedTokenCache } from '../../src/adapters/server/verified-token-cache';

const NOW = new Date('2026-11-21T12:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

/** The real issuer, counting how often it is asked to verify an access token. */
function countingIssuer(): { issuer: TokenIssuer; verifications: () => number } {
  const real = createJoseTokenIssuer({ secret: randomSecret() });
  let count = 0;
  return {
    issuer: {
      ...real,
      verifyAccess: (token, now) => {
        count += 1;
        return real.verifyAccess(token, now);
      },
    },
    verifications: () => count,
  };
}

describe('verified token cache', () => {
  it('verifies a token once, then answers its claims from memory until it expires', async () => {
    const { issuer, verifications } = countingIssuer();
    const cached = withVerifiedTokenCache(issuer);
    const token = await cached.issueAccess({ userId: 'u-1', role: 'admin' }, NOW);
    const claims = { userId: 'u-1', role: 'admin', expiresAtMs: later(900).getTime() };
    await expect(cached.verifyAccess(token, later(1))).resolves.toEqual(claims);
    await expect(cached.verifyAccess(token, later(2))).resolves.toEqual(claims);
    await expect(cached.verifyAccess(token, later(899))).resolves.toEqual(claims);
    expect(verifications()).toBe(1);
    await expect(cached.verifyAccess(token, later(900))).resolves.toBeNull();
    await expect(cached.verifyAccess(token, later(1))).resolves.toEqual(claims);
    expect(verifications()).toBe(3);
  });

  it('keeps nothing of a token that does not verify: a forged one is checked, and refused, every time', async () => {
    const { issuer, verifications } = countingIssuer();
    const cached = withVerifiedTokenCache(issuer);
    const token = await cached.issueAccess({ userId: 'u-1', role: 'user' }, NOW);
    const [header, , signature] = token.split('.');
    const forged = btoa(JSON.stringify({ sub: 'u-1', role: 'admin', purpose: 'access', exp: 9e9 })).replace(/=+$/, '');
    const forgery = `${header}.${forged}.${signature}`;
    await expect(cached.verifyAccess(forgery, NOW)).resolves.toBeNull();
    await expect(cached.verifyAccess(forgery, NOW)).resolves.toBeNull();
    expect(verifications()).toBe(2);
  });

  it('holds at most maxEntries tokens, forgetting the oldest first', async () => {
    const { issuer, verifications } = countingIssuer();
    const cached = withVerifiedTokenCache(issuer, { maxEntries: 2 });
    const tokens = await Promise.all(
      ['u-1', 'u-2', 'u-3'].map((userId) => cached.issueAccess({ userId, role: 'user' }, NOW)),
    );
    for (const token of tokens) await cached.verifyAccess(token, NOW);
    expect(verifications()).toBe(3);
    await cached.verifyAccess(tokens[2] ?? '', NOW);
    await cached.verifyAccess(tokens[1] ?? '', NOW);
    expect(verifications()).toBe(3);
    await expect(cached.verifyAccess(tokens[0] ?? '', NOW)).resolves.toMatchObject({ userId: 'u-1', role: 'user' });
    expect(verifications()).toBe(4);
  });
});
