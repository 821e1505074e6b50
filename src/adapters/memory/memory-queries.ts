import type { AuditQueries } from '../../application/ports/store/audit-queries.port';
import type { FreightQueries } from '../../application/ports/store/freight-queries.port';
import type {
  ContactQueries,
  ProductQueries,
  UserQueries,
} from '../../application/ports/store/master-data-queries.port';
import { contactFiltersOf, contactListConfig, pickContacts } from '../../domain/contact/contact-list';
import { freightDashboard } from '../../domain/freight/freight-dashboard';
import { createFreightIndex, freightListToQuery, type FreightListQuery } from '../../domain/freight/freight-query';
import type { FreightRecord } from '../../domain/freight/freight-record';
import { pickProducts, productFiltersOf, productListConfig } from '../../domain/product/product-list';
import { createListIndex, type ListIndex, type ListIndexConfig, type ListQuery } from '../../domain/shared/list-query';
import { userListConfig } from '../../domain/user/user-list';
import type { MemoryData } from './memory-data';

/** An index over one map, rebuilt only when the data's version moved (after a commit), never per query. */
function cached<T>(data: MemoryData, rows: () => Map<string, T>) {
  let built: { version: number; values: T[] } | null = null;
  return (): T[] => {
    if (!built || built.version !== data.version) built = { version: data.version, values: [...rows().values()] };
    return built.values;
  };
}

/** A list over an index built once per record set, its filters read off the query by `filtersOf`. */
function cachedList<T, S extends string, F extends string>(
  values: () => T[],
  config: ListIndexConfig<T, S, F>,
  filtersOf: (filters: ListQuery<S, F>['filters']) => ListQuery<S, F>['filters'] = (filters) => filters,
) {
  let built: { source: T[]; index: ListIndex<T, S, F> } | null = null;
  return async (query: ListQuery<S, F>) => {
    const source = values();
    if (!built || built.source !== source) built = { source, index: createListIndex(source, config) };
    const { items, total, page, pageCount } = built.index.run({ ...query, filters: filtersOf(query.filters) });
    return { items, total, page, pageCount };
  };
}

const touches = (record: FreightRecord, userId: string) =>
  record.audit.createdBy.id === userId ||
  record.audit.updatedBy.id === userId ||
  record.history.some((change) => change.by.id === userId);

export function createMemoryFreightQueries(data: MemoryData): FreightQueries {
  const values = cached(data, () => data.freight);
  let built: { source: FreightRecord[]; index: ReturnType<typeof createFreightIndex> } | null = null;
  const index = () => {
    const source = values();
    if (!built || built.source !== source) built = { source, index: createFreightIndex(source) };
    return built.index;
  };
  // A contact as either party, or a product on any line, is no single key of the index: the match is narrowed.
  const run = (query: FreightListQuery, page: number, pageSize: number) => {
    const current = index();
    const list = freightListToQuery(query);
    let match = current.match(list.text, list.filters);
    const { party, product } = query.filters;
    if (party || product) {
      const kept = Array.from(match.indices).filter((i) => {
        const r = current.records[i];
        if (!r) return false;
        const named = !party || r.shipper?.id === party || r.consignee?.id === party;
        return named && (!product || r.lines.some((line) => line.productId === product));
      });
      match = {
        ...match,
        filterKey: `${match.filterKey}|${party ?? ''}|${product ?? ''}`,
        indices: Int32Array.from(kept),
      };
    }
    return current.page(match, list.sort, page, pageSize);
  };
  return {
    list: async (query) => {
      const { items, total, page, pageCount } = run(query, query.page, query.pageSize);
      return { items, total, page, pageCount };
    },
    all: async (query, limit) => run(query, 1, Math.max(1, limit)).items,
    dashboard: async (today) => freightDashboard(values(), { today }),
    countReferencing: async (reference) =>
      values().filter((r) =>
        'contactId' in reference
          ? r.shipper?.id === reference.contactId || r.consignee?.id === reference.contactId
          : r.lines.some((line) => line.productId === reference.productId),
      ).length,
    hasActivityBy: async (userId) => values().some((r) => touches(r, userId)),
  };
}

export function createMemoryProductQueries(data: MemoryData): ProductQueries {
  const values = cached(data, () => data.products);
  return {
    list: cachedList(values, productListConfig, productFiltersOf),
    lookup: async (text, limit) => pickProducts(values(), text, limit),
  };
}

export function createMemoryContactQueries(data: MemoryData): ContactQueries {
  const values = cached(data, () => data.contacts);
  return {
    list: cachedList(values, contactListConfig, contactFiltersOf),
    lookup: async (text, options) => pickContacts(values(), text, options.role ?? null, options.limit),
  };
}

export function createMemoryUserQueries(data: MemoryData): UserQueries {
  const values = cached(data, () => data.users);
  return {
    list: cachedList(values, userListConfig),
    all: async () => [...values()],
  };
}

export function createMemoryAuditQueries(data: MemoryData): AuditQueries {
  return {
    list: async (filter, page, pageSize) => {
      const matching = data.audit
        .filter(
          (e) =>
            (!filter.kind || e.kind === filter.kind) &&
            (!filter.recordId || e.recordId === filter.recordId) &&
            (!filter.userId || e.by.id === filter.userId) &&
            (!filter.from || e.at >= filter.from) &&
            (!filter.to || e.at <= filter.to),
        )
        .reverse();
      const size = Math.max(1, pageSize);
      const pageCount = Math.max(1, Math.ceil(matching.length / size));
      const current = Math.min(Math.max(1, page), pageCount);
      return {
        items: matching.slice((current - 1) * size, current * size),
        total: matching.length,
        page: current,
        pageCount,
      };
    },
  };
}
