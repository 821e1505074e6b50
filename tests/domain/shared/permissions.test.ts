import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS } from '../../../src/domain/acl/permissions';

describe('can', () => {
  it('opens every product screen to both roles', () => {
    for (const p of ['dashboard.view', 'freight.view', 'users.view', 'products.view', 'contacts.view'] as const) {
      expect(can('admin', p)).toBe(true);
      expect(can('user', p)).toBe(true);
    }
  });

  it('keeps user management and reopening for admins', () => {
    expect(can('admin', 'users.manage')).toBe(true);
    expect(can('user', 'users.manage')).toBe(false);
    expect(can('user', 'freight.reopen')).toBe(false);
  });

  it('allows nothing without a role', () => {
    for (const p of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) expect(can(null, p)).toBe(false);
  });
});
