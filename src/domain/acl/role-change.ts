import { isRole, type Role } from './role';

export type RoleChangeRefusal = 'unknown-role' | 'own-role' | 'not-admin';

/**
 * Whether `actor` may give `target` the role `next`. Only admins change roles and nobody changes
 * their own (the Firestore rules enforce the same on the server).
 */
export function roleChangeRefusal(
  actor: { readonly id: string; readonly role: Role },
  targetId: string,
  next: unknown,
): RoleChangeRefusal | null {
  if (!isRole(next)) return 'unknown-role';
  if (actor.role !== 'admin') return 'not-admin';
  if (actor.id === targetId) return 'own-role';
  return null;
}

/**
 * The access-control demo lets a signed-in admin preview the app as a plain user and back; a
 * user can never preview upwards, because the verified role caps what the UI may act on.
 */
export function mayPreviewRole(verifiedRole: Role, next: unknown): next is Role {
  return isRole(next) && (verifiedRole === 'admin' || next === verifiedRole);
}
