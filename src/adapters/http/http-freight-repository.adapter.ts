import type { FreightListQuery } from '../../domain/freight/freight-query';
import type { FreightRepository } from '../../application/ports/freight-repository.port';
import type { HttpClient, QueryValue } from './http-client';
import {
  bulkTransitionDto,
  freightDashboardDto,
  freightIdsDto,
  freightPageDto,
  freightRowsPageDto,
  freightRecordDto,
} from './dto/freight.dto';

/** The list query as URL parameters: the shared `q`, `sort`, `dir`, paging, and repeated `status` and `mode`. */
export function freightQueryParams(query: FreightListQuery): Record<string, QueryValue> {
  const f = query.filters;
  return {
    q: query.text || undefined,
    status: f.status && f.status.length > 0 ? f.status : undefined,
    mode: f.mode && f.mode.length > 0 ? f.mode : undefined,
    carrier: f.carrier || undefined,
    destination: f.destination || undefined,
    party: f.party || undefined,
    product: f.product || undefined,
    shipDateFrom: f.shipDateFrom || undefined,
    shipDateTo: f.shipDateTo || undefined,
    sort: query.sort?.field,
    dir: query.sort?.direction,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createHttpFreightRepository(http: HttpClient): FreightRepository {
  return {
    list: (query, signal) =>
      http.get('/api/freight', { query: freightQueryParams(query), schema: freightPageDto, ...withSignal(signal) }),
    rows: (query, signal) =>
      http.get('/api/freight/rows', {
        query: freightQueryParams(query),
        schema: freightRowsPageDto,
        ...withSignal(signal),
      }),
    matchingIds: async (query, signal) => {
      const { page: _page, pageSize: _pageSize, ...params } = freightQueryParams(query);
      const answer = await http.get('/api/freight/ids', {
        query: params,
        schema: freightIdsDto,
        ...withSignal(signal),
      });
      return answer.ids;
    },
    get: (id, signal) =>
      http.get(`/api/freight/${encodeURIComponent(id)}`, { schema: freightRecordDto, ...withSignal(signal) }),
    create: (input, options = {}) =>
      http.post('/api/freight', { input, requestId: options.requestId }, { schema: freightRecordDto }),
    update: (id, input, options = {}) =>
      http.put(
        `/api/freight/${encodeURIComponent(id)}`,
        { input, expectedUpdatedAt: options.expectedUpdatedAt },
        { schema: freightRecordDto },
      ),
    transition: (id, action, details = {}) =>
      http.post(
        `/api/freight/${encodeURIComponent(id)}/transitions`,
        { action, date: details.date },
        { schema: freightRecordDto },
      ),
    transitionMany: (ids, action, details = {}) =>
      http.post('/api/freight/transitions', { ids, action, date: details.date }, { schema: bulkTransitionDto }),
    dashboard: (today, signal) =>
      http.get('/api/freight/dashboard', { query: { today }, schema: freightDashboardDto, ...withSignal(signal) }),
  };
}
