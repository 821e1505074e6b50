import * as z from 'zod/mini';
import type { SaveOptions } from '../../application/ports/product-repository.port';
import type { ListPage, ListQuery } from '../../domain/shared/list-query';
import { importAnswerDto, listPageDto } from './dto/master-data.dto';
import type { HttpClient, QueryValue } from './http-client';
import { listQueryParams } from './http-list-query';

interface LookupOptions {
  readonly limit?: number;
  readonly signal?: AbortSignal;
}

/**
 * The REST shape every master-data collection shares (`/api/<name>`: list, lookup, one record,
 * create with a request id, save and delete with the version read, import), answered and checked with one
 * record schema.
 */
export function httpRecordResource<R, F, L extends LookupOptions>(
  http: HttpClient,
  base: string,
  dto: z.ZodMiniType<R>,
  /** What a lookup sends besides its text and limit (a contact picker's role). */
  lookupFilters: (options: L) => Record<string, QueryValue> = () => ({}),
) {
  const path = (id: string) => `${base}/${encodeURIComponent(id)}`;
  const one = { schema: dto };
  const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
  return {
    list: (query: ListQuery, signal?: AbortSignal): Promise<ListPage<R>> =>
      http.get(base, { query: listQueryParams(query), schema: listPageDto(dto), ...withSignal(signal) }),
    search: (text: string, options: L = {} as L): Promise<readonly R[]> =>
      http.get(`${base}/lookup`, {
        query: { q: text, ...lookupFilters(options), limit: options.limit ?? 10 },
        schema: z.array(dto),
        ...withSignal(options.signal),
      }),
    get: (id: string, signal?: AbortSignal): Promise<R> => http.get(path(id), { ...one, ...withSignal(signal) }),
    create: (fields: F, options: { readonly requestId?: string } = {}): Promise<R> =>
      http.post(base, { ...fields, requestId: options.requestId }, one),
    update: (id: string, fields: F, options: SaveOptions = {}): Promise<R> =>
      http.put(path(id), { ...fields, expectedUpdatedAt: options.expectedUpdatedAt }, one),
    remove: async (id: string, options: SaveOptions = {}): Promise<void> => {
      await http.delete(path(id), { query: { expectedUpdatedAt: options.expectedUpdatedAt } });
    },
    importMany: (rows: readonly F[], options: { readonly requestId?: string } = {}) =>
      http.post(`${base}/import`, { rows, requestId: options.requestId }, { schema: importAnswerDto }),
  };
}
