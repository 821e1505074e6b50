import * as z from 'zod/mini';
import {
  createListIndex,
  type ListIndex,
  type ListIndexConfig,
  type ListQuery,
} from '../../../domain/shared/list-query';
import { requestUser } from '../mock-jwt';
import { fail, queryInt, queryString } from '../mock-responses';
import type { MockContext, MockRequest, MockResponse } from '../mock-server';
import type { MockUserRow } from '../fixtures/users.fixture';

/** Shared by the users, products and contacts handlers: auth, list queries, body checks, idempotency. */
export const MAX_PAGE_SIZE = 10_000;

export type Guarded = { ok: true; user: MockUserRow } | { ok: false; response: MockResponse };

/** Staff only (like the Firestore rules); `admin` for managing users. */
export async function guard(request: MockRequest, context: MockContext, admin = false): Promise<Guarded> {
  const user = await requestUser(request, context);
  if (!user) return { ok: false, response: fail(401, 'Sign in to continue.') };
  if (admin && user.rule !== 'admin') return { ok: false, response: fail(403, 'Only admins manage users.') };
  return { ok: true, user };
}

export function readListQuery<S extends string>(request: MockRequest, sortFields: readonly S[]): ListQuery<S, string> {
  const field = queryString(request, 'sort');
  const direction = queryString(request, 'dir') === 'desc' ? 'desc' : 'asc';
  const sort =
    field && (sortFields as readonly string[]).includes(field) ? ({ field: field as S, direction } as const) : null;
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, queryInt(request, 'pageSize') ?? 20));
  return {
    text: queryString(request, 'q') ?? '',
    filters: {},
    sort,
    page: Math.max(1, queryInt(request, 'page') ?? 1),
    pageSize,
  };
}

/** The index is rebuilt only after a write (the table's version changes), never per request. */
export function cachedIndex<T, S extends string, F extends string>(
  rows: () => readonly T[],
  config: ListIndexConfig<T, S, F>,
) {
  let version = 0;
  let built: { version: number; index: ListIndex<T, S, F> } | null = null;
  return {
    touch: () => {
      version += 1;
    },
    index: (): ListIndex<T, S, F> => {
      if (!built || built.version !== version) built = { version, index: createListIndex(rows(), config) };
      return built.index;
    },
  };
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: MockResponse };

/** zod at the boundary: a wrong shape is a 400 with the offending fields. */
export function parseBody<T>(schema: z.core.$ZodType<T>, body: unknown): Parsed<T> {
  const result = z.safeParse(schema, body);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.join('.') || 'body'] = 'invalid';
  return { ok: false, response: fail(400, 'The request is not valid.', fieldErrors) };
}

export function invalid(errors: Readonly<Partial<Record<string, string>>>): MockResponse | null {
  const entries = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length === 0 ? null : fail(422, 'Some values were not accepted.', Object.fromEntries(entries));
}

/** Remembers which record a create request made, so a repeated request answers the same record. */
export function idempotency() {
  const seen = new Map<string, string>();
  return {
    known: (requestId: unknown): string | undefined =>
      typeof requestId === 'string' ? seen.get(requestId) : undefined,
    remember: (requestId: unknown, id: string) => {
      if (typeof requestId === 'string' && requestId !== '') seen.set(requestId, id);
    },
  };
}

export function nextId(prefix: string, rows: readonly { id: string }[]): string {
  let max = 0;
  for (const row of rows) {
    const n = Number(row.id.slice(prefix.length + 1));
    if (row.id.startsWith(`${prefix}-`) && Number.isInteger(n)) max = Math.max(max, n);
  }
  return `${prefix}-${String(max + 1).padStart(4, '0')}`;
}
