import type { Role } from '../../domain/acl/role';

export type LoginProvider = 'jwt' | 'firebase' | 'auth0';

/** The signed-in member of staff as the UI acts on it (role from a verified token or the user record). */
export interface Session {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly role: Role;
  readonly loggedInWith: LoginProvider;
}
