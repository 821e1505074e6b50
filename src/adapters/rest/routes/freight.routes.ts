import type * as z from 'zod/mini';
import type { FreightListQuery } from '../../../domain/freight/freight-query';
import { idParamsDto, listQueryOf } from '../../http/dto/common.dto';
import {
  bulkTransitionBodyDto,
  bulkTransitionDto,
  dashboardQueryDto,
  freightDashboardDto,
  freightIdsDto,
  freightListQueryDto,
  freightPageDto,
  freightRecordDto,
  freightRowsPageDto,
  freightUpdateDto,
  newFreightDto,
  transitionDto,
} from '../../http/dto/freight.dto';
import { byId, created, ok, routeGroup } from '../rest-route-group';
import { brasiliaDay } from '../../../domain/trade/brasilia-day';

const freight = routeGroup('Freight', 'staff');

type FreightListParams = z.infer<typeof freightListQueryDto>;

/** The URL's list query as the domain's: only the filters that were given. */
function freightQueryOf(params: FreightListParams): FreightListQuery {
  const { q, sort, dir, page, pageSize, ...filters } = params;
  const given = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  return { ...listQueryOf({ q, sort, dir, page, pageSize }, {}), filters: given as FreightListQuery['filters'] };
}

/** A status change's options: the day it happened, when given. */
const onDay = (date: string | undefined) => (date ? { date } : {});

export const freightRoutes = [
  freight.get('/api/freight', {
    summary: 'One page of shipments matching the text, filters and sort.',
    query: freightListQueryDto,
    answer: ok('A page of shipments.', freightPageDto),
    call: ({ caller, query }, { backend }) => backend.freight.list(caller, freightQueryOf(query)),
  }),
  freight.get('/api/freight/rows', {
    summary: 'The same page as `GET /api/freight`, each shipment as the list shows it (its columns, not its record).',
    query: freightListQueryDto,
    answer: ok('A page of shipment rows.', freightRowsPageDto),
    call: ({ caller, query }, { backend }) => backend.freight.rows(caller, freightQueryOf(query)),
  }),
  freight.get('/api/freight/ids', {
    summary:
      'The ids of every shipment matching the filters (at most 100,000), in the sort order: select all that match.',
    query: freightListQueryDto,
    answer: ok('The matching ids.', freightIdsDto),
    call: async ({ caller, query }, { backend }) => ({
      ids: [...(await backend.freight.matchingIds(caller, freightQueryOf(query)))],
    }),
  }),
  freight.get('/api/freight/dashboard', {
    summary: 'The dashboard figures for a day (default: today in Brasília, the day the rules count in).',
    query: dashboardQueryDto,
    answer: ok('The dashboard.', freightDashboardDto),
    call: ({ caller, query }, { backend, clock }) =>
      backend.freight.dashboard(caller, query.today ?? brasiliaDay(clock.now())),
  }),
  freight.post('/api/freight/transitions', {
    summary: 'Change the status of many shipments; each one moves or is refused on its own.',
    body: bulkTransitionBodyDto,
    answer: ok('The moved shipments and the refused ones, with why.', bulkTransitionDto),
    call: ({ caller, body }, { backend }) =>
      backend.freight.transitionMany(caller, body.ids, body.action, onDay(body.date)),
  }),
  freight.get('/api/freight/{id}', {
    summary: 'One shipment.',
    answer: ok('The shipment.', freightRecordDto),
    ...byId((caller, id, { backend }) => backend.freight.get(caller, id)),
  }),
  freight.post('/api/freight', {
    summary: 'Create a draft with the next reference; a repeated `requestId` answers the first record.',
    body: newFreightDto,
    answer: created('The new shipment.', freightRecordDto),
    call: ({ caller, body }, { backend }) => backend.freight.create(caller, body.input, body.requestId),
  }),
  freight.put('/api/freight/{id}', {
    summary: 'Save a shipment; refused when `expectedUpdatedAt` is not the stored version or the status locks it.',
    params: idParamsDto,
    body: freightUpdateDto,
    answer: ok('The saved shipment.', freightRecordDto),
    call: ({ caller, params, body }, { backend }) =>
      backend.freight.update(caller, params.id, body.input, body.expectedUpdatedAt),
  }),
  freight.post('/api/freight/{id}/transitions', {
    summary: 'Change the status of one shipment (book, depart, arrive, deliver, cancel, reopen).',
    params: idParamsDto,
    body: transitionDto,
    answer: ok('The shipment with its new status and history.', freightRecordDto),
    call: ({ caller, params, body }, { backend }) =>
      backend.freight.transition(caller, params.id, body.action, onDay(body.date)),
  }),
];
