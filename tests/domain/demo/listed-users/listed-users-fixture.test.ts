import { describe, expect, it } from 'vitest';
import { createAggridFixture } from '../../../../src/adapters/mock/demo/fixtures/aggrid.fixture';
import { createAutocompleteFixture } from '../../../../src/adapters/mock/demo/fixtures/autocomplete.fixture';
import { createListedUsersFixture } from '../../../../src/adapters/mock/demo/fixtures/listed-users.fixture';
import { filterListedUsers } from '../../../../src/domain/demo/listed-users/listed-user-filter';

describe('demo users fixture', () => {
  const users = createListedUsersFixture();
  it('has unique ids, usernames and the listed-user fields', () => {
    expect(new Set(users.map((u) => u.id)).size).toBe(users.length);
    expect(new Set(users.map((u) => u.username)).size).toBe(users.length);
    expect(Object.keys(users[0]!).sort()).toEqual(
      ['avatar', 'country', 'department', 'email', 'id', 'is_verified', 'name', 'role', 'status', 'username'].sort(),
    );
  });
  it('every role, status and verified value has matches', () => {
    for (const role of ['user', 'staff', 'editor', 'admin'])
      expect(filterListedUsers(users, { role }).length, role).toBeGreaterThan(0);
    for (const status of ['active', 'blocked', 'deactivated'])
      expect(filterListedUsers(users, { status }).length, status).toBeGreaterThan(0);
    expect(filterListedUsers(users, { verified: 'yes' }).length).toBeGreaterThan(0);
    expect(filterListedUsers(users, { verified: 'no' }).length).toBeGreaterThan(0);
  });
  it('is deterministic', () => expect(createListedUsersFixture()).toEqual(users));
});

describe('aggrid fixture', () => {
  it('has the contact record fields', () => {
    const rows = createAggridFixture();
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'address',
        'city',
        'company',
        'country',
        'email',
        'fax',
        'firstname',
        'followers',
        'lastname',
        'phone',
        'state',
        'web',
        'zip',
      ].sort(),
    );
    expect(createAggridFixture()).toEqual(rows);
  });
});

describe('autocomplete fixture', () => {
  it('has 100 distinct titles with rank and id', () => {
    const items = createAutocompleteFixture();
    expect(items).toHaveLength(100);
    expect(new Set(items.map((i) => i.title)).size).toBe(100);
    expect(new Set(items.map((i) => i.id)).size).toBe(100);
    expect(items.map((i) => i.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });
});
