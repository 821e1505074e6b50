import { describe, expect, it } from 'vitest';
import { PRODUCT_MENU, visibleEntries, type MenuEntry } from '../../../src/domain/menu/menu-items';

describe('product menu', () => {
  it('has the spec items in order with their routes', () => {
    expect(PRODUCT_MENU.map((e) => (e.kind === 'link' ? `${e.id} ${e.route}` : `header ${e.id}`))).toEqual([
      'dashboard /',
      'freight /freight/list',
      'header configure',
      'user /user/list',
      'products /product/list',
      'contacts /contact/list',
      'activity /activity',
    ]);
  });

  it('shows every item to admin, and all but the activity across records to user', () => {
    expect(visibleEntries(PRODUCT_MENU, 'admin')).toHaveLength(7);
    expect(visibleEntries(PRODUCT_MENU, 'user').map((e) => e.id)).toEqual([
      'dashboard',
      'freight',
      'configure',
      'user',
      'products',
      'contacts',
    ]);
  });

  it('hides everything, headers included, without a role', () => {
    expect(visibleEntries(PRODUCT_MENU, null)).toEqual([]);
  });

  it('hides an item whose permission the role lacks, and a header left with nothing', () => {
    const menu: MenuEntry[] = [
      { kind: 'link', id: 'a', labelId: 'a', route: '/', icon: 'x', permission: 'dashboard.view' },
      { kind: 'header', id: 'admin', labelId: 'h' },
      { kind: 'link', id: 'b', labelId: 'b', route: '/b', icon: 'x', permission: 'users.manage' },
      { kind: 'header', id: 'mixed', labelId: 'h2' },
      { kind: 'link', id: 'c', labelId: 'c', route: '/c', icon: 'x', permission: 'freight.reopen' },
      { kind: 'link', id: 'd', labelId: 'd', route: '/d', icon: 'x', permission: 'freight.view' },
    ];
    expect(visibleEntries(menu, 'user').map((e) => e.id)).toEqual(['a', 'mixed', 'd']);
    expect(visibleEntries(menu, 'admin').map((e) => e.id)).toEqual(['a', 'admin', 'b', 'mixed', 'c', 'd']);
  });
});
