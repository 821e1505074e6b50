import * as z from 'zod/mini';
import type { Caller } from '../../../application/auth/caller';
import type { Backend } from '../../../application/backend';
import type { MasterRecordCalls } from '../../../application/master-data/master-record-service';
import { idParamsDto, listQueryOf, lookupQueryDto, removeQueryDto } from '../../http/dto/common.dto';
import { importAnswerDto, importRowsDto, listPageDto } from '../../http/dto/master-data.dto';
import { callerOf, route, type RouteSpec } from '../rest-route';

/** What products and contacts both offer (the services have the same shape). */
export interface RecordService<R, F, Q, L> extends MasterRecordCalls<R, F, Q> {
  lookup(caller: Caller, text: string, options: L): Promise<readonly R[]>;
}

interface ListParams {
  readonly q?: string;
  readonly sort?: string;
  readonly dir?: 'asc' | 'desc';
  readonly page?: number;
  readonly pageSize?: number;
}

export interface RecordRoutesConfig<R, F, Q, L, LQ extends ListParams, KQ> {
  /** Singular, for summaries ('product'); the collection is `/api/<noun>s`, tagged '<Noun>s'. */
  readonly noun: string;
  readonly service: (backend: Backend) => RecordService<R, F, Q, L>;
  readonly dtos: {
    readonly record: z.ZodMiniType<R>;
    readonly fields: z.ZodMiniType<F>;
    readonly create: z.ZodMiniType<F & { readonly requestId?: string }>;
    readonly update: z.ZodMiniType<F & { readonly expectedUpdatedAt?: string }>;
    readonly listQuery: z.ZodMiniType<LQ>;
    readonly lookupQuery?: z.ZodMiniType<KQ>;
  };
  /** The list filters among the URL's keys (the domain's filter names); blank ones are left out. */
  readonly filters: (query: LQ) => Record<string, string | boolean | undefined>;
  readonly lookupOptions: (query: KQ & { readonly limit?: number }) => L;
}

/** The REST shape every master-data collection shares: list, lookup, one, create, save, delete, import. */
export function recordRoutes<R, F, Q, L, LQ extends ListParams, KQ>(
  config: RecordRoutesConfig<R, F, Q, L, LQ, KQ>,
): RouteSpec[] {
  const { noun, service, dtos } = config;
  const base = `/api/${noun}s`;
  const tag = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}s`;
  const filtersOf = (query: LQ) => Object.fromEntries(Object.entries(config.filters(query)).filter((e) => e[1]));
  const one = `${base}/{id}`;
  const split = <T extends object, K extends string>(value: T, key: K) => {
    const { [key]: extra, ...rest } = value as Record<string, unknown>;
    return [rest as unknown as F, extra as string | undefined] as const;
  };
  return [
    route({
      method: 'get',
      path: base,
      summary: `One page of ${noun}s matching the text, filters and sort.`,
      tag,
      auth: 'staff',
      query: dtos.listQuery,
      answer: { status: 200, description: `A page of ${noun}s.`, schema: listPageDto(dtos.record) },
      handler: async (request, { backend }) => ({
        body: await service(backend).list(callerOf(request), listQueryOf(request.query, filtersOf(request.query)) as Q),
      }),
    }),
    route({
      method: 'get',
      path: `${base}/lookup`,
      summary: `Active ${noun}s for a picker.`,
      tag,
      auth: 'staff',
      query: (dtos.lookupQuery ?? lookupQueryDto) as z.ZodMiniType<KQ & { q?: string; limit?: number }>,
      answer: { status: 200, description: `Matching ${noun}s, best first.`, schema: z.array(dtos.record) },
      handler: async (request, { backend }) => ({
        body: await service(backend).lookup(
          callerOf(request),
          request.query.q ?? '',
          config.lookupOptions(request.query),
        ),
      }),
    }),
    route({
      method: 'post',
      path: `${base}/import`,
      summary: `Create many ${noun}s: every row or none (errors keyed rows.<n>.<field>).`,
      tag,
      auth: 'staff',
      body: importRowsDto(dtos.fields) as z.ZodMiniType<{ rows: F[] }>,
      answer: { status: 200, description: 'How many were created.', schema: importAnswerDto },
      handler: async (request, { backend }) => ({
        body: await service(backend).importMany(callerOf(request), request.body.rows),
      }),
    }),
    route({
      method: 'get',
      path: one,
      summary: `One ${noun}.`,
      tag,
      auth: 'staff',
      params: idParamsDto,
      answer: { status: 200, description: `The ${noun}.`, schema: dtos.record },
      handler: async (request, { backend }) => ({
        body: await service(backend).get(callerOf(request), request.params.id),
      }),
    }),
    route({
      method: 'post',
      path: base,
      summary: `Create a ${noun}; a repeated \`requestId\` answers the first record.`,
      tag,
      auth: 'staff',
      body: dtos.create,
      answer: { status: 201, description: `The new ${noun}.`, schema: dtos.record },
      handler: async (request, { backend }) => {
        const [fields, requestId] = split(request.body, 'requestId');
        return { body: await service(backend).create(callerOf(request), fields, requestId) };
      },
    }),
    route({
      method: 'put',
      path: one,
      summary: `Save a ${noun}; refused (record.stale) when \`expectedUpdatedAt\` is not the stored version.`,
      tag,
      auth: 'staff',
      params: idParamsDto,
      body: dtos.update,
      answer: { status: 200, description: `The saved ${noun}.`, schema: dtos.record },
      handler: async (request, { backend }) => {
        const [fields, expected] = split(request.body, 'expectedUpdatedAt');
        return { body: await service(backend).update(callerOf(request), request.params.id, fields, expected) };
      },
    }),
    route({
      method: 'delete',
      path: one,
      summary: `Delete a ${noun}; refused (record.inUse) while a shipment refers to it.`,
      tag,
      auth: 'staff',
      params: idParamsDto,
      query: removeQueryDto,
      answer: { status: 204, description: 'Deleted.' },
      handler: async (request, { backend }) => {
        await service(backend).remove(callerOf(request), request.params.id, request.query.expectedUpdatedAt);
        return {};
      },
    }),
  ];
}
