import { describe, expect, it } from 'vitest';
import type { ListedUser } from '../../../../src/domain/demo/listed-users/listed-user.types';
import {
  applyListedUserEdit,
  departmentsOf,
  filterListedUsers,
  findListedUser,
  validateListedUser,
} from '../../../../src/domain/demo/listed-users/listed-user-filter';

const user = (id: number, patch: Partial<ListedUser> = {}): ListedUser => ({
  id,
  username: `u${id}`,
  avatar: '',
  email: `u${id}@fd.test`,
  name: `User ${id}`,
  country: 'Brazil',
  role: 'user',
  status: 'active',
  is_verified: true,
  department: 'Sales',
  ...patch,
});
const users = [
  user(1),
  user(2, { role: 'admin', status: 'blocked', is_verified: false, department: 'Customs' }),
  user(3, { role: 'staff', status: 'deactivated', department: 'Customs', country: 'Germany', name: 'Dirk' }),
];
const ids = (l: ListedUser[]) => l.map((u) => u.id);

describe('filterListedUsers', () => {
  it('no filter (or all) keeps everyone', () => {
    expect(ids(filterListedUsers(users, {}))).toEqual([1, 2, 3]);
    expect(ids(filterListedUsers(users, { role: 'all', status: 'all', verified: 'all', department: 'all' }))).toEqual([
      1, 2, 3,
    ]);
  });
  it('filters by role', () => expect(ids(filterListedUsers(users, { role: 'admin' }))).toEqual([2]));
  it('filters by status', () => expect(ids(filterListedUsers(users, { status: 'blocked' }))).toEqual([2]));
  it('filters by verified yes/no', () => {
    expect(ids(filterListedUsers(users, { verified: 'yes' }))).toEqual([1, 3]);
    expect(ids(filterListedUsers(users, { verified: 'no' }))).toEqual([2]);
  });
  it('filters by department', () => expect(ids(filterListedUsers(users, { department: 'Customs' }))).toEqual([2, 3]));
  it('combines filters', () =>
    expect(ids(filterListedUsers(users, { department: 'Customs', verified: 'yes' }))).toEqual([3]));
  it('searches name, username, email and country', () => {
    expect(ids(filterListedUsers(users, { search: 'germ' }))).toEqual([3]);
    expect(ids(filterListedUsers(users, { search: 'U2@' }))).toEqual([2]);
  });
});

describe('user demo helpers', () => {
  it('lists departments once, sorted', () => expect(departmentsOf(users)).toEqual(['Customs', 'Sales']));
  it('finds by id', () => expect(findListedUser(users, 3)?.name).toBe('Dirk'));
  it('validates an edit', () => {
    const edit = {
      username: 'a',
      name: 'A',
      email: 'a@b.test',
      role: 'user' as const,
      status: 'active' as const,
      department: 'X',
      country: 'Y',
    };
    expect(validateListedUser(edit)).toEqual({});
    expect(validateListedUser({ ...edit, username: '', email: 'nope' })).toEqual({
      username: 'required',
      email: 'invalid',
    });
  });
  it('applies an edit to one user only', () => {
    const next = applyListedUserEdit(users, 1, {
      username: 'ana',
      name: 'Ana',
      email: 'ana@fd.test',
      role: 'editor',
      status: 'blocked',
      department: 'Ops',
      country: 'Chile',
    });
    expect(next[0]).toMatchObject({ id: 1, username: 'ana', role: 'editor', is_verified: true });
    expect(next[1]).toBe(users[1]);
  });
});
