import * as z from 'zod/mini';
import type { Caller } from '../../../application/auth/caller';
import type { Backend } from '../../../application/backend';
import type { MasterRecordCalls } from '../../../application/master-data/master-record-service';
import { idParamsDto, listQueryOf, lookupQueryDto, removeQueryDto } from '../../http/dto/common.dto';
import { importAnswerDto, importRowsDto, listPageDto } from '../../http/dto/master-data.dto';
import type { RouteSpec } from '../rest-route';
import { byId, created, noContent, ok, routeGroup } from '../rest-route-group';

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
  /** A body as the record's fields and the value of its one extra key (`requestId`, `expectedUpdatedAt`). */
  const split = <T extends object, K extends string>(value: T, key: K) => {
    const { [key]: extra, ...rest } = value as Record<string, unknown>;
    return [rest as unknown as F, extra as string | undefined] as const;
  };
  const records = routeGroup(tag, 'staff');
  return [
    records.get(base, {
      summary: `One page of ${noun}s matching the text, filters and sort.`,
      query: dtos.listQuery,
      answer: ok(`A page of ${noun}s.`, listPageDto(dtos.record)),
      call: ({ caller, query }, { backend }) =>
        service(backend).list(caller, listQueryOf(query, filtersOf(query)) as Q),
    }),
    records.get(`${base}/lookup`, {
      summary: `Active ${noun}s for a picker.`,
      query: (dtos.lookupQuery ?? lookupQueryDto) as z.ZodMiniType<KQ & { q?: string; limit?: number }>,
      answer: ok(`Matching ${noun}s, best first.`, z.array(dtos.record)),
      call: ({ caller, query }, { backend }) =>
        service(backend).lookup(caller, query.q ?? '', config.lookupOptions(query)),
    }),
    records.post(`${base}/import`, {
      summary: `Create many ${noun}s: every row or none (errors keyed rows.<n>.<field>).`,
      body: importRowsDto(dtos.fields) as z.ZodMiniType<{ rows: F[]; requestId?: string }>,
      answer: ok('How many were created; a repeated `requestId` answers the first import.', importAnswerDto),
      call: ({ caller, body }, { backend }) => service(backend).importMany(caller, body.rows, body.requestId),
    }),
    records.get(one, {
      summary: `One ${noun}.`,
      answer: ok(`The ${noun}.`, dtos.record),
      ...byId((caller, id, { backend }) => service(backend).get(caller, id)),
    }),
    records.post(base, {
      summary: `Create a ${noun}; a repeated \`requestId\` answers the first record.`,
      body: dtos.create,
      answer: created(`The new ${noun}.`, dtos.record),
      call: ({ caller, body }, { backend }) => service(backend).create(caller, ...split(body, 'requestId')),
    }),
    records.put(one, {
      summary: `Save a ${noun}; refused (record.stale) when \`expectedUpdatedAt\` is not the stored version.`,
      params: idParamsDto,
      body: dtos.update,
      answer: ok(`The saved ${noun}.`, dtos.record),
      call: ({ caller, params, body }, { backend }) =>
        service(backend).update(caller, params.id, ...split(body, 'expectedUpdatedAt')),
    }),
    records.delete(one, {
      summary: `Delete a ${noun}; refused (record.inUse) while a shipment refers to it.`,
      params: idParamsDto,
      query: removeQueryDto,
      answer: noContent('Deleted.'),
      call: ({ caller, params, query }, { backend }) =>
        service(backend).remove(caller, params.id, query.expectedUpdatedAt),
    }),
  ];
}
