import { isIsoDate } from '../../../domain/freight/iso-date';
import { RECORD_ID } from '../../../domain/shared/record-id';
import * as z from 'zod/mini';

/** Shapes every resource of the REST contract shares: refusals, list queries, ids, request ids, versions. */
export const refusalDto = z.object({
  error: z.union([z.string(), z.record(z.string(), z.string())]),
  code: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
  details: z.optional(z.record(z.string(), z.unknown())),
});

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 and 9999-99-99 do not): refused as `invalidDate`. */
export const isoDayDto = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.refine(isIsoDate, 'invalidDate'));

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

const whole = (min: number) => z.coerce.number().check(z.int(), z.minimum(min));

/** `q`, `sort`, `dir`, `page`, `pageSize` (at most 100; larger asks are clamped), as every list takes them. */
export function listQueryDto<S extends string>(sortFields: readonly [S, ...S[]]) {
  return z.object({
    q: z.optional(z.string().check(z.maxLength(200))),
    sort: z.optional(z.enum(sortFields)),
    dir: z.optional(z.enum(['asc', 'desc'])),
    page: z.optional(whole(1)),
    pageSize: z.optional(whole(1)),
  });
}

export interface ListQueryParams<S extends string> {
  readonly q?: string;
  readonly sort?: S;
  readonly dir?: 'asc' | 'desc';
  readonly page?: number;
  readonly pageSize?: number;
}

/** The domain's list query from the URL's: defaults filled in, the page size clamped. */
export function listQueryOf<S extends string, F extends string>(
  params: ListQueryParams<S>,
  filters: Partial<Record<F, string | boolean | readonly string[]>>,
) {
  return {
    text: params.q ?? '',
    filters,
    sort: params.sort ? { field: params.sort, direction: params.dir ?? ('asc' as const) } : null,
    page: params.page ?? 1,
    pageSize: Math.min(MAX_PAGE_SIZE, params.pageSize ?? DEFAULT_PAGE_SIZE),
  };
}

export const lookupQueryDto = z.object({
  q: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(whole(1)),
});

/** A record id in a path: only what a store issues (see RECORD_ID), so '..' or 'a/b' never reach a store. */
export const idParamsDto = z.object({ id: z.string().check(z.regex(RECORD_ID)) });

/** Makes a repeated create (double click, retry) answer the first record instead of making a second. */
export const requestIdDto = z.optional(z.string().check(z.minLength(1), z.maxLength(200)));

/** The `updatedAt` the client read: a save or delete is refused (`record.stale`) when the record moved on. */
export const expectedUpdatedAtDto = z.optional(z.string().check(z.maxLength(40)));

export const removeQueryDto = z.object({ expectedUpdatedAt: expectedUpdatedAtDto });
