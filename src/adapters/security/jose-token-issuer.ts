import { jwtVerify, SignJWT } from 'jose';
import { isRole } from '../../domain/acl/role';
import type { AccessClaims, TokenIssuer } from '../../application/ports/security.port';

/**
 * Signed tokens (JWT, HS256) with a secret the host keeps: short-lived access tokens naming the user and role, and
 * one-purpose password-reset tokens. A token of one purpose never passes as the other.
 */
export interface JoseTokenSettings {
  /** At least 32 bytes. */
  readonly secret: Uint8Array;
  readonly issuer?: string;
  readonly accessLifetimeSeconds?: number;
  readonly resetLifetimeSeconds?: number;
}

type Purpose = 'access' | 'reset';

export function createJoseTokenIssuer(settings: JoseTokenSettings): TokenIssuer {
  if (settings.secret.byteLength < 32) throw new Error('The token secret needs at least 32 bytes');
  // jose checks the key's realm: a Uint8Array from jsdom's TextEncoder is copied into this realm's.
  const secret = Uint8Array.from(settings.secret);
  const issuer = settings.issuer ?? 'freightdesk';
  const accessLifetimeSeconds = settings.accessLifetimeSeconds ?? 15 * 60;
  const resetLifetimeSeconds = settings.resetLifetimeSeconds ?? 60 * 60;

  const sign = (subject: string, purpose: Purpose, now: Date, lifetime: number, extra: Record<string, string> = {}) => {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ purpose, ...extra })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(issuer)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + lifetime)
      .sign(secret);
  };

  const lifetimes: Record<Purpose, number> = { access: accessLifetimeSeconds, reset: resetLifetimeSeconds };
  const verify = async (token: string, purpose: Purpose, now: Date) => {
    if (typeof token !== 'string' || token === '' || token.length > 4096) return null;
    try {
      // Every token this issuer signs says when it was issued and when it expires; none lives longer than its kind.
      const { payload } = await jwtVerify(token, secret, {
        issuer,
        algorithms: ['HS256'],
        currentDate: now,
        requiredClaims: ['iat', 'exp', 'sub'],
        maxTokenAge: lifetimes[purpose],
      });
      if ((payload.exp ?? 0) - (payload.iat ?? 0) > lifetimes[purpose]) return null;
      return payload.purpose === purpose && typeof payload.sub === 'string' ? payload : null;
    } catch {
      return null;
    }
  };

  return {
    accessLifetimeSeconds,
    issueAccess: (claims: AccessClaims, now: Date) =>
      sign(claims.userId, 'access', now, accessLifetimeSeconds, { role: claims.role }),
    async verifyAccess(token, now) {
      const payload = await verify(token, 'access', now);
      // jose checked `exp` (whole seconds; the token is expired from that second on) and requires it here.
      return payload?.sub && isRole(payload.role) && typeof payload.exp === 'number'
        ? { userId: payload.sub, role: payload.role, expiresAtMs: payload.exp * 1000 }
        : null;
    },
    issueReset: (userId, now) => sign(userId, 'reset', now, resetLifetimeSeconds),
    async verifyReset(token, now) {
      return (await verify(token, 'reset', now))?.sub ?? null;
    },
  };
}
