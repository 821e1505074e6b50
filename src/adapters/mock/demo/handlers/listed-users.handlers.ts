import {
  LISTED_USER_ROLES,
  LISTED_USER_STATUSES,
  type ListedUser,
} from '../../../../domain/demo/listed-users/listed-user.types';
import { validateListedUser, type ListedUserEdit } from '../../../../domain/demo/listed-users/listed-user-filter';
import { createListedUsersFixture } from '../fixtures/listed-users.fixture';
import { bodyRecord, fail, ok } from '../../mock-responses';
import { demoHandlers, demoTable, isRecord } from './demo-handler-helpers';

export const LISTED_USERS_TABLE = 'demo.listed-users';
const EDITABLE = ['username', 'name', 'email', 'role', 'status', 'department', 'country'] as const;

/** The user-list demo (not the product's staff users, which live in the 'users' table). */
export const handlers = demoHandlers((router, { db }) => {
  const users = demoTable<ListedUser>(db, LISTED_USERS_TABLE, createListedUsersFixture);

  router.get('/api/users/list', () => ok(users()));

  // Not in the original table: the user edit screen saves here.
  router.post('/api/users/update', (request) => {
    const body = bodyRecord(request);
    const id = Number(body.id);
    const index = users().findIndex((u) => u.id === id);
    if (index < 0) return fail(404, 'Unknown user');
    if (!isRecord(body.user)) return fail(400, 'Nothing to update');
    const patch: Partial<Record<keyof ListedUserEdit, unknown>> = {};
    for (const key of EDITABLE) if (typeof body.user[key] === 'string') patch[key] = body.user[key];
    const edit = { ...users()[index]!, ...patch } as ListedUser;
    if (!LISTED_USER_ROLES.includes(edit.role) || !LISTED_USER_STATUSES.includes(edit.status)) {
      return fail(400, 'Unknown role or status');
    }
    const errors = validateListedUser(edit);
    if (Object.keys(errors).length > 0) return fail(400, 'Please correct the marked fields', errors);
    users()[index] = edit;
    return ok(edit);
  });
});
