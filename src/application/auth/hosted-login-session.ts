import { AppError } from '../errors/app-error';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { HostedLogin } from '../ports/auth-hosted-login.port';
import type { Session } from './session';

/**
 * After the hosted login page sends the browser back: completes the redirect, then exchanges the access token
 * (issued for our API) for a session of the backend, which verifies the token, finds the member of staff by the
 * verified e-mail and reads the role from its own records. Nothing the browser holds decides the role.
 */
export async function hostedLoginSession(hosted: HostedLogin, gateway: AuthGateway): Promise<Session | null> {
  await hosted.initialise();
  if (!hosted.state().isAuthenticated) return null;
  if (!gateway.loginWithHostedToken) {
    throw new AppError('not-found', 'This backend takes no hosted sign-in.', { code: 'auth.hosted.off' });
  }
  const token = await hosted.getTokenSilently();
  if (!token) throw new AppError('unauthorized', 'The hosted sign-in gave no token.', { code: 'auth.hosted.invalid' });
  return gateway.loginWithHostedToken(token);
}
