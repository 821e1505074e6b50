import type * as z from 'zod/mini';
import type { FreightListQuery } from '../../../domain/freight/freight-query';
import { idParamsDto, listQueryOf } from '../../http/dto/common.dto';
import {
  bulkTransitionBodyDto,
  bulkTransitionDto,
  dashboardQueryDto,
  freightCsvDto,
  freightDashboardDto,
  freightIdsDto,
  freightListQueryDto,
  freightPageDto,
  freightRecordDto,
  freightUpdateDto,
  newFreightDto,
  transitionDto,
} from '../../http/dto/freight.dto';
import { callerOf, route } from '../rest-route';

const tag = 'Freight';

type FreightListParams = z.infer<typeof freightListQueryDto>;

/** The URL's list query as the domain's: only the filters that were given. */
function freightQueryOf(params: FreightListParams): FreightListQuery {
  const { q, sort, dir, page, pageSize, ...filters } = params;
  const given = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  return { ...listQueryOf({ q, sort, dir, page, pageSize }, {}), filters: given as FreightListQuery['filters'] };
}

export const freightRoutes = [
  route({
    method: 'get',
    path: '/api/freight',
    summary: 'One page of shipments matching the text, filters and sort.',
    tag,
    auth: 'staff',
    query: freightListQueryDto,
    answer: { status: 200, description: 'A page of shipments.', schema: freightPageDto },
    handler: async (request, { backend }) => ({
      body: await backend.freight.list(callerOf(request), freightQueryOf(request.query)),
    }),
  }),
  route({
    method: 'get',
    path: '/api/freight/export',
    summary: 'Every shipment matching the filters, as formula-safe CSV.',
    tag,
    auth: 'staff',
    query: freightListQueryDto,
    answer: { status: 200, description: 'The CSV text and its row count.', schema: freightCsvDto },
    handler: async (request, { backend }) => ({
      body: await backend.freight.exportCsv(callerOf(request), freightQueryOf(request.query)),
    }),
  }),
  route({
    method: 'get',
    path: '/api/freight/ids',
    summary:
      'The ids of every shipment matching the filters (at most 100,000), in the sort order: select all that match.',
    tag,
    auth: 'staff',
    query: freightListQueryDto,
    answer: { status: 200, description: 'The matching ids.', schema: freightIdsDto },
    handler: async (request, { backend }) => ({
      body: { ids: [...(await backend.freight.matchingIds(callerOf(request), freightQueryOf(request.query)))] },
    }),
  }),
  route({
    method: 'get',
    path: '/api/freight/dashboard',
    summary: 'The dashboard figures for a day (default: today on the server).',
    tag,
    auth: 'staff',
    query: dashboardQueryDto,
    answer: { status: 200, description: 'The dashboard.', schema: freightDashboardDto },
    handler: async (request, { backend, clock }) => ({
      body: await backend.freight.dashboard(
        callerOf(request),
        request.query.today ?? clock.now().toISOString().slice(0, 10),
      ),
    }),
  }),
  route({
    method: 'post',
    path: '/api/freight/transitions',
    summary: 'Change the status of many shipments; each one moves or is refused on its own.',
    tag,
    auth: 'staff',
    body: bulkTransitionBodyDto,
    answer: {
      status: 200,
      description: 'The moved shipments and the refused ones, with why.',
      schema: bulkTransitionDto,
    },
    handler: async (request, { backend }) => {
      const { ids, action, date } = request.body;
      return {
        body: await backend.freight.transitionMany(callerOf(request), ids, action, date ? { date } : {}),
      };
    },
  }),
  route({
    method: 'get',
    path: '/api/freight/{id}',
    summary: 'One shipment.',
    tag,
    auth: 'staff',
    params: idParamsDto,
    answer: { status: 200, description: 'The shipment.', schema: freightRecordDto },
    handler: async (request, { backend }) => ({
      body: await backend.freight.get(callerOf(request), request.params.id),
    }),
  }),
  route({
    method: 'post',
    path: '/api/freight',
    summary: 'Create a draft with the next reference; a repeated `requestId` answers the first record.',
    tag,
    auth: 'staff',
    body: newFreightDto,
    answer: { status: 201, description: 'The new shipment.', schema: freightRecordDto },
    handler: async (request, { backend }) => ({
      body: await backend.freight.create(callerOf(request), request.body.input, request.body.requestId),
    }),
  }),
  route({
    method: 'put',
    path: '/api/freight/{id}',
    summary: 'Save a shipment; refused when `expectedUpdatedAt` is not the stored version or the status locks it.',
    tag,
    auth: 'staff',
    params: idParamsDto,
    body: freightUpdateDto,
    answer: { status: 200, description: 'The saved shipment.', schema: freightRecordDto },
    handler: async (request, { backend }) => ({
      body: await backend.freight.update(
        callerOf(request),
        request.params.id,
        request.body.input,
        request.body.expectedUpdatedAt,
      ),
    }),
  }),
  route({
    method: 'post',
    path: '/api/freight/{id}/transitions',
    summary: 'Change the status of one shipment (book, depart, arrive, deliver, cancel, reopen).',
    tag,
    auth: 'staff',
    params: idParamsDto,
    body: transitionDto,
    answer: { status: 200, description: 'The shipment with its new status and history.', schema: freightRecordDto },
    handler: async (request, { backend }) => {
      const { action, date } = request.body;
      return {
        body: await backend.freight.transition(callerOf(request), request.params.id, action, date ? { date } : {}),
      };
    },
  }),
];
