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
import { callerOf, route } from '../rest-route';

const tag = 'Staff users';
const base = '/api/staff/users';
const one = `${base}/{id}`;

export const userRoutes = [
  route({
    method: 'get',
    path: base,
    summary: 'One page of staff users matching the text, filters and sort.',
    tag,
    auth: 'staff',
    query: userListQueryDto,
    answer: { status: 200, description: 'A page of users.', schema: listPageDto(userRecordDto) },
    handler: async (request, { backend }) => {
      const { rule, status, ...list } = request.query;
      const query = listQueryOf(list, { ...(rule ? { rule } : {}), ...(status ? { status } : {}) });
      return { body: await backend.users.list(callerOf(request), query as UserListQuery) };
    },
  }),
  route({
    method: 'get',
    path: `${base}/all`,
    summary: 'Every staff user.',
    tag,
    auth: 'staff',
    answer: { status: 200, description: 'All users.', schema: z.array(userRecordDto) },
    handler: async (request, { backend }) => ({ body: await backend.users.all(callerOf(request)) }),
  }),
  route({
    method: 'get',
    path: `${base}/by-auth/{authId}`,
    summary: 'The user of a sign-in account (the record id is the account id).',
    tag,
    auth: 'staff',
    params: z.object({ authId: z.string().check(z.minLength(1), z.maxLength(200)) }),
    answer: { status: 200, description: 'The user.', schema: userRecordDto },
    handler: async (request, { backend }) => ({
      body: await backend.users.get(callerOf(request), request.params.authId),
    }),
  }),
  route({
    method: 'get',
    path: one,
    summary: 'One staff user.',
    tag,
    auth: 'staff',
    params: idParamsDto,
    answer: { status: 200, description: 'The user.', schema: userRecordDto },
    handler: async (request, { backend }) => ({ body: await backend.users.get(callerOf(request), request.params.id) }),
  }),
  route({
    method: 'get',
    path: `${one}/history`,
    summary: 'Whether the user worked on shipments (then removing them deactivates instead of deleting).',
    tag,
    auth: 'staff',
    params: idParamsDto,
    answer: { status: 200, description: 'Whether there is history.', schema: historyAnswerDto },
    handler: async (request, { backend }) => {
      const caller = callerOf(request);
      await backend.users.get(caller, request.params.id);
      const mode = await backend.users.removalMode(caller, request.params.id);
      return { body: { hasHistory: mode === 'deactivate' } };
    },
  }),
  route({
    method: 'post',
    path: base,
    summary: 'Create a member of staff with a sign-in account (admins only; e-mails unique; `requestId` as elsewhere).',
    tag,
    auth: 'staff',
    body: newUserDto,
    answer: { status: 201, description: 'The new user.', schema: userRecordDto },
    handler: async (request, { backend }) => {
      const { requestId, ...input } = request.body;
      return { body: await backend.users.create(callerOf(request), input, requestId) };
    },
  }),
  route({
    method: 'put',
    path: one,
    summary: "Save a user's name, role and status (admins only; nobody changes their own role or status).",
    tag,
    auth: 'staff',
    params: idParamsDto,
    body: userEditDto,
    answer: { status: 200, description: 'The saved user.', schema: userRecordDto },
    handler: async (request, { backend }) => {
      const { expectedUpdatedAt, ...edit } = request.body;
      return { body: await backend.users.edit(callerOf(request), request.params.id, edit, expectedUpdatedAt) };
    },
  }),
  route({
    method: 'delete',
    path: one,
    summary: 'Remove a user: deleted, or deactivated when shipments name them (admins only, never oneself).',
    tag,
    auth: 'staff',
    params: idParamsDto,
    query: removeQueryDto,
    answer: { status: 200, description: 'What happened.', schema: userRemovalDto },
    handler: async (request, { backend }) => ({
      body: {
        outcome: await backend.users.remove(callerOf(request), request.params.id, request.query.expectedUpdatedAt),
      },
    }),
  }),
  route({
    method: 'post',
    path: `${one}/approve`,
    summary: 'Approve a pending registration: the account becomes an active user.',
    tag,
    auth: 'staff',
    params: idParamsDto,
    answer: { status: 200, description: 'The approved user.', schema: userRecordDto },
    handler: async (request, { backend }) => ({
      body: await backend.users.approve(callerOf(request), request.params.id),
    }),
  }),
  route({
    method: 'post',
    path: `${one}/refuse`,
    summary: 'Refuse a pending registration: the account is deleted, so the address may register again.',
    tag,
    auth: 'staff',
    params: idParamsDto,
    answer: { status: 204, description: 'Refused and deleted.' },
    handler: async (request, { backend }) => {
      await backend.users.refuse(callerOf(request), request.params.id);
      return {};
    },
  }),
];
