import * as z from 'zod/mini';
import { isAppError } from '../../application/errors/app-error';
import type { UserRepository } from '../../application/ports/user-repository.port';
import type { UserRecord } from '../../domain/user/user-record';
import { historyAnswerDto, listPageDto, userRecordDto } from './dto/master-data.dto';
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
  const one = { schema: userRecordDto as z.ZodMiniType<UserRecord> };
  return {
    findByAuthId: (authId, signal) =>
      orNull(http.get(`${BASE}/by-auth/${encodeURIComponent(authId)}`, { ...one, ...withSignal(signal) })),
    findById: (id, signal) => orNull(http.get(path(id), { ...one, ...withSignal(signal) })),
    listAll: (signal) => http.get(`${BASE}/all`, { schema: z.array(userRecordDto), ...withSignal(signal) }),
    list: (query, signal) =>
      http.get(BASE, { query: listQueryParams(query), schema: listPageDto(userRecordDto), ...withSignal(signal) }),
    create: (input, options = {}) => http.post(BASE, { ...input, requestId: options.requestId }, one),
    replace: (id, fields) => http.put(path(id), fields, one),
    remove: async (id) => {
      await http.delete(path(id));
    },
    hasHistory: async (id, signal) =>
      (await http.get(`${path(id)}/history`, { schema: historyAnswerDto, ...withSignal(signal) })).hasHistory,
  };
}
