import * as z from 'zod/mini';
import { isAppError } from '../../application/errors/app-error';
import type { UserRepository } from '../../application/ports/user-repository.port';
import type { UserRecord } from '../../domain/user/user-record';
import { historyAnswerDto, listPageDto, userRecordDto, userRemovalDto } from './dto/master-data.dto';
import type { HttpClient } from './http-client';
import { listQueryParams } from './http-list-query';

const BASE = '/api/staff/users';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** "Nothing found" is an answer (null), not a failure. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isAppError(error) && error.kind === 'not-found') return null;
    throw error;
  }
}

export function createHttpUserRepository(http: HttpClient): UserRepository {
  const record = userRecordDto as z.ZodMiniType<UserRecord>;
  const one = { schema: record };
  return {
    findByAuthId: (authId, signal) =>
      orNull(http.get(`${BASE}/by-auth/${encodeURIComponent(authId)}`, { ...one, ...withSignal(signal) })),
    findById: (id, signal) => orNull(http.get(path(id), { ...one, ...withSignal(signal) })),
    listAll: (signal) => http.get(`${BASE}/all`, { schema: z.array(record), ...withSignal(signal) }),
    list: (query, signal) =>
      http.get(BASE, { query: listQueryParams(query), schema: listPageDto(record), ...withSignal(signal) }),
    create: (input, options = {}) => http.post(BASE, { ...input, requestId: options.requestId }, one),
    edit: (id, edit, options = {}) =>
      http.put(
        path(id),
        { name: edit.name, rule: edit.rule, status: edit.status, expectedUpdatedAt: options.expectedUpdatedAt },
        one,
      ),
    remove: async (id, options = {}) =>
      (
        await http.delete(path(id), {
          query: { expectedUpdatedAt: options.expectedUpdatedAt },
          schema: userRemovalDto,
        })
      ).outcome,
    approve: (id) => http.post(`${path(id)}/approve`, undefined, one),
    refuse: async (id) => {
      await http.post(`${path(id)}/refuse`);
    },
    hasHistory: async (id, signal) =>
      (await http.get(`${path(id)}/history`, { schema: historyAnswerDto, ...withSignal(signal) })).hasHistory,
  };
}
