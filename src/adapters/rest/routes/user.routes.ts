import * as z from 'zod/mini';
import type { UserListQuery } from '../../../application/ports/user-repository.port';
import { idParamsDto, listQueryOf, removeQueryDto } from '../../http/dto/common.dto';
import {
  historyAnswerDto,
  listPageDto,
  newUserDto,
  userEditDto,
  userListQueryDto,
  userRecordDto,
  userRemovalDto,
} from '../../http/dto/master-data.dto';
import { byId, created, noContent, ok, routeGroup } from '../rest-route-group';

const users = routeGroup('Staff users', 'staff');
const base = '/api/staff/users';
const one = `${base}/{id}`;

export const userRoutes = [
  users.get(base, {
    summary: 'One page of staff users matching the text, filters and sort.',
    query: userListQueryDto,
    answer: ok('A page of users.', listPageDto(userRecordDto)),
    call: ({ caller, query }, { backend }) => {
      const { rule, status, ...list } = query;
      const filters = { ...(rule ? { rule } : {}), ...(status ? { status } : {}) };
      return backend.users.list(caller, listQueryOf(list, filters) as UserListQuery);
    },
  }),
  users.get(`${base}/all`, {
    summary: 'Every staff user.',
    answer: ok('All users.', z.array(userRecordDto)),
    call: ({ caller }, { backend }) => backend.users.all(caller),
  }),
  users.get(`${base}/by-auth/{authId}`, {
    summary: 'The user of a sign-in account (the record id is the account id).',
    params: z.object({ authId: z.string().check(z.minLength(1), z.maxLength(200)) }),
    answer: ok('The user.', userRecordDto),
    call: ({ caller, params }, { backend }) => backend.users.get(caller, params.authId),
  }),
  users.get(one, {
    summary: 'One staff user.',
    answer: ok('The user.', userRecordDto),
    ...byId((caller, id, { backend }) => backend.users.get(caller, id)),
  }),
  users.get(`${one}/history`, {
    summary: 'Whether the user worked on shipments (then removing them deactivates instead of deleting).',
    answer: ok('Whether there is history.', historyAnswerDto),
    ...byId(async (caller, id, { backend }) => {
      await backend.users.get(caller, id);
      const mode = await backend.users.removalMode(caller, id);
      return { hasHistory: mode === 'deactivate' };
    }),
  }),
  users.post(base, {
    summary: 'Create a member of staff with a sign-in account (admins only; e-mails unique; `requestId` as elsewhere).',
    body: newUserDto,
    answer: created('The new user.', userRecordDto),
    call: ({ caller, body: { requestId, ...input } }, { backend }) => backend.users.create(caller, input, requestId),
  }),
  users.put(one, {
    summary: "Save a user's name, role and status (admins only; nobody changes their own role or status).",
    params: idParamsDto,
    body: userEditDto,
    answer: ok('The saved user.', userRecordDto),
    call: ({ caller, params, body: { expectedUpdatedAt, ...edit } }, { backend }) =>
      backend.users.edit(caller, params.id, edit, expectedUpdatedAt),
  }),
  users.delete(one, {
    summary: 'Remove a user: deleted, or deactivated when shipments name them (admins only, never oneself).',
    params: idParamsDto,
    query: removeQueryDto,
    answer: ok('What happened.', userRemovalDto),
    call: async ({ caller, params, query }, { backend }) => ({
      outcome: await backend.users.remove(caller, params.id, query.expectedUpdatedAt),
    }),
  }),
  users.post(`${one}/approve`, {
    summary: 'Approve a pending registration: the account becomes an active user.',
    answer: ok('The approved user.', userRecordDto),
    ...byId((caller, id, { backend }) => backend.users.approve(caller, id)),
  }),
  users.post(`${one}/refuse`, {
    summary: 'Refuse a pending registration: the account is deleted, so the address may register again.',
    answer: noContent('Refused and deleted.'),
    ...byId((caller, id, { backend }) => backend.users.refuse(caller, id)),
  }),
];
