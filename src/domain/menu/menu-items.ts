import { can, type Permission } from '../acl/permissions';
import type { Role } from '../acl/role';

/**
 * The navigation menus as data. Labels are message ids (menu.messages.ts); the UI translates them.
 * An entry is either a link or a group header; a group header has no route and is shown only when
 * at least one link below it (up to the next header) is visible.
 */
export interface MenuLink {
  readonly kind: 'link';
  readonly id: string;
  readonly labelId: string;
  readonly route: string;
  readonly icon: string;
  readonly permission: Permission;
}

export interface MenuHeader {
  readonly kind: 'header';
  readonly id: string;
  readonly labelId: string;
}

export type MenuEntry = MenuLink | MenuHeader;

const link = (id: string, route: string, icon: string, permission: Permission): MenuLink => ({
  kind: 'link',
  id,
  labelId: `menu.${id}`,
  route,
  icon,
  permission,
});

/** The product sidebar of the vertical layout (the horizontal layout adds the template menu). */
export const PRODUCT_MENU: readonly MenuEntry[] = [
  link('dashboard', '/', 'home', 'dashboard.view'),
  link('freight', '/freight/list', 'truck', 'freight.view'),
  { kind: 'header', id: 'configure', labelId: 'menu.configure' },
  link('user', '/user/list', 'user', 'users.view'),
  link('products', '/product/list', 'package', 'products.view'),
  link('contacts', '/contact/list', 'address-book', 'contacts.view'),
  link('activity', '/activity', 'clock', 'audit.activity'),
];

/** Entries a role may see; headers whose section is empty disappear with it. */
export function visibleEntries<T extends MenuEntry>(entries: readonly T[], role: Role | null | undefined): T[] {
  const out: T[] = [];
  let pendingHeader: T | null = null;
  for (const entry of entries) {
    if (entry.kind === 'header') {
      pendingHeader = entry;
      continue;
    }
    if (!can(role, entry.permission)) continue;
    if (pendingHeader) {
      out.push(pendingHeader);
      pendingHeader = null;
    }
    out.push(entry);
  }
  return out;
}
