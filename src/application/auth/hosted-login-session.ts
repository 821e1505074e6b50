import { isRole } from '../../domain/acl/role';
import { AppError } from '../errors/app-error';
import type { HostedLogin } from '../ports/auth-hosted-login.port';
import type { Session } from './session';

/** The ID-token claim that carries the staff role (set by a rule in the hosted-login tenant). */
export const ROLE_CLAIM = 'https://freightdesk.app/role';

/**
 * After the hosted login page sends the browser back: completes the redirect, then builds the
 * session from the ID token's claims. No role claim means no access, never a default role.
 */
export async function hostedLoginSession(hosted: HostedLogin): Promise<Session | null> {
  await hosted.initialise();
  if (!hosted.state().isAuthenticated) return null;
  const claims = (await hosted.getIdTokenClaims()) ?? {};
  const role = claims[ROLE_CLAIM];
  if (!isRole(role)) throw new AppError('forbidden', 'No staff record for this account.');
  const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string) : '');
  return {
    userId: text('sub'),
    name: text('name') || text('email'),
    email: text('email'),
    role,
    loggedInWith: 'auth0',
  };
}
