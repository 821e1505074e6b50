import { isRole } from '../../../domain/acl/role';
import { createListIndex } from '../../../domain/shared/list-query';
import { findByEmail, USER_SORT_FIELDS, userListConfig } from '../../../domain/user/user-list';
import { isUserStatus, newUserFields, type UserRecord } from '../../../domain/user/user-record';
import { canDeleteUser, canEditUser, validateNewUser, validateUserEdit } from '../../../domain/user/user-rules';
import { newUserDto, userFieldsDto } from '../../http/dto/master-data.dto';
import { USERS_TABLE, type MockUserRow } from '../fixtures/users.fixture';
import { bodyRecord, created, fail, ok, queryString } from '../mock-responses';
import type { MockDatabase } from '../mock-database';
import type { MockHandlersModule, MockResponse } from '../mock-server';
import { guard, idempotency, invalid, parseBody, readListQuery } from './master-data-helpers';

// The users table is small and the auth handlers add rows too, so the index is built per request.
/** Staff user records over the auth engineer's 'users' table (which also holds the demo passwords). */
function record(row: MockUserRow): UserRecord {
  return {
    id: row.id,
    auth: row.auth,
    name: row.name,
    email: row.email,
    status: isUserStatus(row.status) ? row.status : 'inactive',
    rule: row.rule,
  };
}

interface ActorHolder {
  readonly audit?: { readonly createdBy?: { readonly id?: string }; readonly updatedBy?: { readonly id?: string } };
  readonly createdBy?: { readonly id?: string };
  readonly updatedBy?: { readonly id?: string };
  readonly history?: readonly { readonly by?: { readonly id?: string } }[];
}

function hasHistory(db: MockDatabase, row: MockUserRow): boolean {
  if (!db.has('freight')) return false;
  const mine = (ref?: { readonly id?: string }) => ref?.id === row.id || ref?.id === row.auth;
  return db
    .table<ActorHolder>('freight')
    .some(
      (f) =>
        mine(f.audit?.createdBy) ||
        mine(f.audit?.updatedBy) ||
        mine(f.createdBy) ||
        mine(f.updatedBy) ||
        (f.history ?? []).some((s) => mine(s.by)),
    );
}

const REFUSALS: Record<string, MockResponse> = {
  notAdmin: fail(403, 'Only admins manage users.'),
  ownRole: fail(422, 'Nobody changes their own role.', { rule: 'ownRole' }),
  ownStatus: fail(422, 'Nobody changes their own status.', { status: 'ownStatus' }),
  self: fail(422, 'You cannot delete yourself.', { id: 'self' }),
};
const emailTaken = () => fail(409, 'This email is already in use.', { email: 'duplicate' });

export const handlers: MockHandlersModule = {
  area: 'product',
  register(router, context) {
    const { db } = context;
    const rows = () => db.table<MockUserRow>(USERS_TABLE);
    const records = () => rows().map(record);
    const requests = idempotency();
    const find = (id: string) => rows().find((row) => row.id === id);
    const actor = (user: MockUserRow) => ({ userId: user.id, role: user.rule });
    const base = '/api/staff/users';

    router.get(base, async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const rule = queryString(request, 'rule');
      const status = queryString(request, 'status');
      const filters = { ...(isRole(rule) ? { rule } : {}), ...(isUserStatus(status) ? { status } : {}) };
      const { items, total, page, pageCount } = createListIndex(records(), userListConfig).run({
        ...readListQuery(request, USER_SORT_FIELDS),
        filters,
      });
      return ok({ items, total, page, pageCount });
    });

    router.get(`${base}/all`, async (request) => {
      const auth = await guard(request, context);
      return auth.ok ? ok(records()) : auth.response;
    });

    router.get(`${base}/by-auth/:authId`, async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const row = rows().find((r) => r.auth === request.params.authId);
      return row ? ok(record(row)) : fail(404, 'No matching documents.');
    });

    router.get(`${base}/:id`, async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const row = find(request.params.id ?? '');
      return row ? ok(record(row)) : fail(404, 'No such document!');
    });

    router.get(`${base}/:id/history`, async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const row = find(request.params.id ?? '');
      return row ? ok({ hasHistory: hasHistory(db, row) }) : fail(404, 'No such document!');
    });

    router.post(base, async (request) => {
      const auth = await guard(request, context, true);
      if (!auth.ok) return auth.response;
      const { requestId, ...body } = bodyRecord(request);
      const earlierId = requests.known(requestId);
      const earlier = earlierId ? find(earlierId) : undefined;
      if (earlier) return created(record(earlier));
      const parsed = parseBody(newUserDto, body);
      if (!parsed.ok) return parsed.response;
      const refused = invalid(validateNewUser(parsed.value));
      if (refused) return refused;
      if (findByEmail(records(), parsed.value.email)) return emailTaken();
      const key = `${Date.now().toString(36)}${rows().length}`;
      const fields = newUserFields(parsed.value, `auth-${key}`);
      const row: MockUserRow = { id: `u-${key}`, ...fields, password: parsed.value.password };
      rows().push(row);
      requests.remember(requestId, row.id);
      return created(record(row));
    });

    // Edit replaces the whole record (spec section 7); the password stays with the account.
    router.put(`${base}/:id`, async (request) => {
      const auth = await guard(request, context, true);
      if (!auth.ok) return auth.response;
      const row = find(request.params.id ?? '');
      if (!row) return fail(404, 'No such document!');
      const parsed = parseBody(userFieldsDto, request.body);
      if (!parsed.ok) return parsed.response;
      const next = parsed.value;
      const decision = canEditUser(actor(auth.user), record(row), next);
      if (decision !== 'ok') return REFUSALS[decision] ?? fail(403, decision);
      const refused = invalid(validateUserEdit(next));
      if (refused) return refused;
      if (findByEmail(records(), next.email, row.id)) return emailTaken();
      Object.assign(row, {
        name: next.name.trim(),
        auth: next.auth,
        email: next.email.trim().toLowerCase(),
        status: next.status,
        rule: next.rule,
      });
      return ok(record(row));
    });

    router.delete(`${base}/:id`, async (request) => {
      const auth = await guard(request, context, true);
      if (!auth.ok) return auth.response;
      const index = rows().findIndex((r) => r.id === request.params.id);
      const row = rows()[index];
      if (!row) return fail(404, 'No such document!');
      const decision = canDeleteUser(actor(auth.user), record(row));
      if (decision !== 'ok') return REFUSALS[decision] ?? fail(403, decision);
      rows().splice(index, 1);
      return { status: 204 };
    });
  },
};
