import { can, type Permission } from './permissions';
import type { Role } from './role';

/**
 * Which permission each guarded area needs, by path prefix (longest first wins). Paths not listed
 * are open to every signed-in role ('demo.view' covers the template demos).
 */
const ROUTE_PERMISSIONS: ReadonlyArray<readonly [prefix: string, permission: Permission]> = [
  ['/user/create', 'users.manage'],
  ['/user/new', 'users.manage'],
  ['/user/edit', 'users.manage'],
  ['/access-control/admin', 'users.manage'],
  ['/user', 'users.view'],
  ['/freight', 'freight.view'],
  ['/product', 'products.view'],
  ['/contact', 'contacts.view'],
];

function matches(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function permissionForPath(path: string): Permission {
  const found = [...ROUTE_PERMISSIONS]
    .sort((a, b) => b[0].length - a[0].length)
    .find(([prefix]) => matches(path, prefix));
  if (found) return found[1];
  return path === '/' ? 'dashboard.view' : 'demo.view';
}

export function mayOpen(role: Role | null | undefined, path: string): boolean {
  return can(role, permissionForPath(path));
}
