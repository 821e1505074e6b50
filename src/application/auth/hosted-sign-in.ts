import { AppError } from '../errors/app-error';
import type { Clock } from '../ports/clock.port';
import type { HostedTokenVerifier } from '../ports/hosted-token-verifier.port';
import type { AuthService, IssuedSession } from './auth-service';

/**
 * Exchanges an access token of the hosted sign-in (Auth0) for a session of our own: the token must pass the
 * verifier and vouch for a verified e-mail; the account is then signed in like a password sign-in would.
 */
export async function hostedSignIn(
  deps: { readonly verifier: HostedTokenVerifier; readonly auth: AuthService; readonly clock: Clock },
  token: string,
): Promise<IssuedSession> {
  const identity = await deps.verifier.verify(token, deps.clock.now());
  if (!identity) {
    throw new AppError('unauthorized', 'The hosted sign-in token is not valid.', { code: 'auth.hosted.invalid' });
  }
  if (!identity.emailVerified || identity.email === '') {
    throw new AppError('forbidden', 'The hosted sign-in did not vouch for a verified e-mail.', {
      code: 'auth.hosted.unverified',
    });
  }
  return deps.auth.signInVerified(identity.email);
}
