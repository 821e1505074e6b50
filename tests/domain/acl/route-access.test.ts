import { mayOpen, permissionForPath } from '../../../src/domain/acl/route-access';
import { mayPreviewRole, roleChangeRefusal } from '../../../src/domain/acl/role-change';
import { shouldLockAfter, MAX_FAILED_LOGINS } from '../../../src/domain/acl/login-throttle';

describe('route access', () => {
  it.each(['/', '/freight/list', '/user/list', '/product/list', '/contact/list', '/email/inbox'])(
    'opens the product screen %s to both roles',
    (path) => {
      expect(mayOpen('admin', path)).toBe(true);
      expect(mayOpen('user', path)).toBe(true);
    },
  );

  it('keeps user management for admins', () => {
    expect(permissionForPath('/user/edit/u-1')).toBe('users.manage');
    expect(mayOpen('user', '/user/edit/u-1')).toBe(false);
    expect(mayOpen('admin', '/user/edit/u-1')).toBe(true);
    expect(mayOpen('user', '/access-control/admin')).toBe(false);
    expect(mayOpen('user', '/access-control')).toBe(true);
  });

  it('keeps the activity across records for admins', () => {
    expect(permissionForPath('/activity')).toBe('audit.activity');
    expect(mayOpen('admin', '/activity')).toBe(true);
    expect(mayOpen('user', '/activity')).toBe(false);
    expect(mayOpen('user', '/Activity/')).toBe(false);
  });

  it('matches whole path segments, not prefixes of words', () => {
    expect(permissionForPath('/username')).toBe('demo.view');
    expect(permissionForPath('/user')).toBe('users.view');
  });

  it('lets nobody without a role in', () => {
    expect(mayOpen(null, '/')).toBe(false);
    expect(mayOpen(undefined, '/freight/list')).toBe(false);
  });
});

describe('role changes', () => {
  const admin = { id: 'a', role: 'admin' as const };
  it('only admins change roles, never their own, only to known roles', () => {
    expect(roleChangeRefusal(admin, 'b', 'user')).toBeNull();
    expect(roleChangeRefusal(admin, 'a', 'user')).toBe('own-role');
    expect(roleChangeRefusal({ id: 'u', role: 'user' }, 'b', 'admin')).toBe('not-admin');
    expect(roleChangeRefusal(admin, 'b', 'editor')).toBe('unknown-role');
  });

  it('previews: an admin may look as a user, a user never as an admin', () => {
    expect(mayPreviewRole('admin', 'user')).toBe(true);
    expect(mayPreviewRole('admin', 'admin')).toBe(true);
    expect(mayPreviewRole('user', 'admin')).toBe(false);
    expect(mayPreviewRole('user', 'user')).toBe(true);
    expect(mayPreviewRole('admin', 'root')).toBe(false);
  });
});

describe('login throttle', () => {
  it('locks from the fifth failure on', () => {
    expect(MAX_FAILED_LOGINS).toBe(5);
    expect(shouldLockAfter(4)).toBe(false);
    expect(shouldLockAfter(5)).toBe(true);
  });
});

describe('the guard reads a path as the router does', () => {
  it.each(['/USER/NEW', '/User/New/', '//user//new', '/%75ser/new', '/user/%4Eew', '/Access-Control/Admin'])(
    '%s needs the users.manage permission',
    (path) => {
      expect(permissionForPath(path)).toBe('users.manage');
      expect(mayOpen('user', path)).toBe(false);
      expect(mayOpen('admin', path)).toBe(true);
    },
  );

  it('keeps the dashboard at the root and guards a broken escape as written', () => {
    expect(permissionForPath('/')).toBe('dashboard.view');
    expect(permissionForPath('//')).toBe('dashboard.view');
    expect(permissionForPath('/FREIGHT/list')).toBe('freight.view');
    expect(permissionForPath('/user/%E0%A4%A')).toBe('users.view');
  });
});
