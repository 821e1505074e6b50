import type { Role } from './role';

/**
 * What each role may do. Every product screen is open to both roles; managing staff accounts and
 * roles, and reading the activity across records, is for admins only.
 */
export const PERMISSIONS = {
  'dashboard.view': ['admin', 'user'],
  'freight.view': ['admin', 'user'],
  'freight.edit': ['admin', 'user'],
  'freight.reopen': ['admin'],
  'users.view': ['admin', 'user'],
  'users.manage': ['admin'],
  'products.view': ['admin', 'user'],
  'products.edit': ['admin', 'user'],
  'contacts.view': ['admin', 'user'],
  'contacts.edit': ['admin', 'user'],
  /** The activity across records (the audit trail by person, record type and date). */
  'audit.activity': ['admin'],
  'demo.view': ['admin', 'user'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
