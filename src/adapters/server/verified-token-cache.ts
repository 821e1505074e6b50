import type { AccessClaims, TokenIssuer } from '../../application/ports/security.port';

/**
 * Every request presents its access token, and checking the signature is a good part of a short request's work. A
 * token that verified once stays valid until its expiry (access tokens cannot be revoked; the caller's status is
 * re-read from the user record on every request anyway), so its claims are kept until then. Anything not in the
 * cache, or past its expiry, goes to the issuer as before. Bounded: the oldest entries go first.
 */
export interface VerifiedTokenCacheOptions {
  readonly maxEntries?: number;
}

/** The `exp` claim of a token the issuer has just verified (a JWT: its payload is the second, base64url part). */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
    const exp = (payload as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

export function withVerifiedTokenCache(issuer: TokenIssuer, options: VerifiedTokenCacheOptions = {}): TokenIssuer {
  const maxEntries = options.maxEntries ?? 10_000;
  const verified = new Map<string, { readonly claims: AccessClaims; readonly expiresAtMs: number }>();
  return {
    accessLifetimeSeconds: issuer.accessLifetimeSeconds,
    issueAccess: (claims, now) => issuer.issueAccess(claims, now),
    issueReset: (userId, now) => issuer.issueReset(userId, now),
    verifyReset: (token, now) => issuer.verifyReset(token, now),
    async verifyAccess(token, now) {
      const hit = verified.get(token);
      // A JWT's `exp` is in whole seconds and the token is expired from that second on.
      if (hit && now.getTime() < hit.expiresAtMs) return hit.claims;
      if (hit) verified.delete(token);
      const claims = await issuer.verifyAccess(token, now);
      if (!claims) return null;
      const exp = expiryOf(token);
      if (exp === null) return claims;
      if (verified.size >= maxEntries) {
        const oldest = verified.keys().next();
        if (!oldest.done) verified.delete(oldest.value);
      }
      verified.set(token, { claims, expiresAtMs: exp * 1000 });
      return claims;
    },
  };
}
