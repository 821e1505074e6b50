import type { TokenIssuer, VerifiedAccess } from '../../application/ports/security.port';

/**
 * Every request presents its access token, and checking the signature is a good part of a short request's work. A
 * token that verified once stays valid until its expiry (access tokens cannot be revoked; the caller's status is
 * re-read from the user record on every request anyway), so its claims are kept until then. Anything not in the
 * cache, or past its expiry, goes to the issuer as before. Bounded: the oldest entries go first.
 */
export interface VerifiedTokenCacheOptions {
  readonly maxEntries?: number;
}

export function withVerifiedTokenCache(issuer: TokenIssuer, options: VerifiedTokenCacheOptions = {}): TokenIssuer {
  const maxEntries = options.maxEntries ?? 10_000;
  const verified = new Map<string, VerifiedAccess>();
  return {
    accessLifetimeSeconds: issuer.accessLifetimeSeconds,
    issueAccess: (claims, now) => issuer.issueAccess(claims, now),
    issueReset: (userId, now) => issuer.issueReset(userId, now),
    verifyReset: (token, now) => issuer.verifyReset(token, now),
    async verifyAccess(token, now) {
      const hit = verified.get(token);
      if (hit && now.getTime() < hit.expiresAtMs) return hit;
      if (hit) verified.delete(token);
      const claims = await issuer.verifyAccess(token, now);
      if (!claims) return null;
      if (verified.size >= maxEntries) {
        const oldest = verified.keys().next();
        if (!oldest.done) verified.delete(oldest.value);
      }
      verified.set(token, claims);
      return claims;
    },
  };
}
