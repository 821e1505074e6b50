import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { HostedTokenVerifier } from '../../application/ports/hosted-token-verifier.port';

/**
 * Auth0 access tokens (RS256, signed with the tenant's keys from its JWKS, fetched and cached by jose), with the
 * tenant as issuer and our API as audience. The e-mail comes from custom claims an Auth0 Action adds (see
 * docs/security.md): an access token carries no e-mail otherwise, and reading it there saves a /userinfo call.
 */
export const EMAIL_CLAIM = 'https://freightdesk.app/email';
export const EMAIL_VERIFIED_CLAIM = 'https://freightdesk.app/email_verified';

export interface Auth0TokenSettings {
  /** `https://<tenant domain>/`, as Auth0 writes `iss`. */
  readonly issuer: string;
  /** The API identifier configured in Auth0 (AUTH0_AUDIENCE). */
  readonly audience: string;
  /** Default: `<issuer>.well-known/jwks.json`; a test points it at a stand-in. */
  readonly jwksUrl?: string;
}

export function auth0Settings(domain: string, audience: string): Auth0TokenSettings {
  return { issuer: `https://${domain}/`, audience };
}

export function createAuth0TokenVerifier(settings: Auth0TokenSettings): HostedTokenVerifier {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl ?? `${settings.issuer}.well-known/jwks.json`));
  return {
    async verify(token, now) {
      if (typeof token !== 'string' || token === '' || token.length > 8192) return null;
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer: settings.issuer,
          audience: settings.audience,
          algorithms: ['RS256'],
          currentDate: now,
          requiredClaims: ['exp', 'sub'],
        });
        const email = payload[EMAIL_CLAIM];
        if (typeof email !== 'string' || email === '') return { email: '', emailVerified: false };
        return { email, emailVerified: payload[EMAIL_VERIFIED_CLAIM] === true };
      } catch {
        return null;
      }
    },
  };
}
