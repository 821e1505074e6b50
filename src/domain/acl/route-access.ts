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
  ['/activity', 'audit.activity'],
];

function matches(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The path as the router matches it: the router ignores case and reads percent-escapes, so the guard must too
 * ('/USER/NEW' and '/%75ser/new' open the same screen as '/user/new'); repeated and trailing slashes fold.
 */
function canonicalPath(raw: string): string {
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // A broken escape matches no route: it is guarded as written.
  }
  const folded = path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return folded === '' ? '/' : folded;
}

export function permissionForPath(rawPath: string): Permission {
  const path = canonicalPath(rawPath);
  const found = [...ROUTE_PERMISSIONS]
    .sort((a, b) => b[0].length - a[0].length)
    .find(([prefix]) => matches(path, prefix));
  if (found) return found[1];
  return path === '/' ? 'dashboard.view' : 'demo.view';
}

export function mayOpen(role: Role | null | undefined, path: string): boolean {
  return can(role, permissionForPath(path));
}
