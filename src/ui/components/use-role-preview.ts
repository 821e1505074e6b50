import { useState } from 'react';
import type { Session } from '../../application/auth/session';
import type { Role } from '../../domain/acl/role';
import { useSession, useUseCases } from '../app-context';

export type RolePreview = {
  /** Whether the last switch was refused (a role the verified one may not preview). */
  readonly refused: boolean;
  readonly preview: (role: Role) => void;
} & ({ readonly session: Session; readonly verified: Role } | { readonly session: null; readonly verified: null });

/**
 * The role preview of the access-control screens: who is signed in, the role the backend verified, a switch to
 * act as another role, and whether the last switch was refused.
 */
export function useRolePreview(): RolePreview {
  const { auth } = useUseCases();
  const session = useSession();
  const [refused, setRefused] = useState(false);
  const preview = (role: Role) => setRefused(!auth.changeRole(role));
  return session
    ? { refused, preview, session, verified: auth.verifiedRole() ?? session.role }
    : { refused, preview, session: null, verified: null };
}
