import type { AuditQueries } from '../../application/ports/store/audit-queries.port';
import { freightRowsPage } from '../../domain/freight/freight-row';
import type { FreightQueries } from '../../application/ports/store/freight-queries.port';
import type {
  ContactQueries,
  ProductQueries,
  UserQueries,
} from '../../application/ports/store/master-data-queries.port';
import { contactFiltersOf, contactListConfig, pickContacts } from '../../domain/contact/contact-list';
import { freightDashboard, type FreightDashboard } from '../../domain/freight/freight-dashboard';
import {
  freightListConfig,
  freightListToQuery,
  type FreightFilterField,
  type FreightListQuery,
} from '../../domain/freight/freight-query';
import type { FreightSortField } from '../../domain/freight/freight-sort-fields';
import { pickProducts, productFiltersOf, productListConfig } from '../../domain/product/product-list';
import {
  asksForEverything,
  createListIndex,
  type FilterScalar,
  type ListIndex,
  type ListIndexConfig,
  type ListQuery,
  type SortKey,
} from '../../domain/shared/list-query';
import { userListConfig } from '../../domain/user/user-list';
import type { MemoryData } from './memory-data';
import type { FreightReferences, FreightRows } from './memory-freight-table';

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

type FreightPositionIndex = ListIndex<number, FreightSortField, FreightFilterField>;

/**
 * The list's index over the freight table's positions (the table keeps the seeded shipments as keys, not records):
 * built once per version of the data, its records made only for the page asked for.
 */
export function createMemoryFreightQueries(data: MemoryData): FreightQueries {
  let built: { version: number; rows: FreightRows; index: FreightPositionIndex } | null = null;
  const current = () => {
    if (built && built.version === data.version) return built;
    const rows = data.freight.rows();
    const positions: number[] = [];
    for (let p = 0; p < rows.size; p += 1) if (rows.live(p)) positions.push(p);
    const sortKeys = {} as Record<FreightSortField, (p: number) => SortKey>;
    for (const field of Object.keys(freightListConfig.sortKeys) as FreightSortField[]) {
      sortKeys[field] = (p) => rows.sortKey(field, p);
    }
    const filterKeys = {} as Record<FreightFilterField, (p: number) => FilterScalar | null>;
    for (const field of Object.keys(freightListConfig.filterKeys ?? {}) as FreightFilterField[]) {
      filterKeys[field] = (p) => rows.filterKey(field, p);
    }
    built = {
      version: data.version,
      rows,
      index: createListIndex(positions, { searchText: (p) => rows.search(p), sortKeys, filterKeys }),
    };
    return built;
  };
  let dashboard: { version: number; today: string; value: FreightDashboard } | null = null;
  // A contact as either party, or a product on any line, is no single key of the index: the match is narrowed.
  const run = (query: FreightListQuery, page: number, pageSize: number) => {
    const { rows, index } = current();
    const list = freightListToQuery(query);
    let match = index.match(list.text, list.filters);
    const { party, product } = query.filters;
    if (party || product) {
      const kept = Array.from(match.indices).filter((i) => {
        const keys = rows.references(index.records[i] as number);
        const named = !party || keys.shipper === party || keys.consignee === party;
        return named && (!product || keys.products.includes(product));
      });
      match = {
        ...match,
        filterKey: `${match.filterKey}|${party ?? ''}|${product ?? ''}`,
        indices: Int32Array.from(kept),
      };
    }
    return { rows, page: index.page(match, list.sort, page, pageSize) };
  };
  const records = (query: FreightListQuery, page: number, pageSize: number) => {
    const { rows, page: found } = run(query, page, pageSize);
    return { ...found, items: found.items.map((p) => rows.record(p)) };
  };
  // While the shipments are being made: every shipment by reference (how the list opens) is answered already.
  const pageAhead = (query: FreightListQuery) => {
    const list = freightListToQuery(query);
    if (query.filters.party || query.filters.product || !asksForEverything(list)) return null;
    if (list.sort && list.sort.field !== 'reference') return null;
    // No sort is the table's order, which is reference order while the seeded shipments are all there are.
    return data.freight.pageAhead(list.sort?.direction ?? 'asc', list.page, list.pageSize);
  };
  const countKeys = (test: (keys: FreightReferences) => boolean) => {
    const { rows, index } = current();
    let count = 0;
    for (const p of index.records) if (test(rows.references(p))) count += 1;
    return count;
  };
  return {
    list: async (query) => {
      const { items, total, page, pageCount } = records(query, query.page, query.pageSize);
      return { items, total, page, pageCount };
    },
    rows: async (query) => {
      const early = pageAhead(query);
      if (early) return freightRowsPage(early);
      await data.freight.settled();
      const { items, total, page, pageCount } = records(query, query.page, query.pageSize);
      return freightRowsPage({ items, total, page, pageCount });
    },
    // Read off the positions: a seeded shipment's id is known without making it.
    ids: async (query, limit) => {
      const { rows, page } = run(query, 1, Math.max(1, limit));
      return page.items.map((p) => rows.id(p));
    },
    // The dashboard reads every shipment, each seeded one made as it is read and let go: once per version and day.
    dashboard: async (today) => {
      if (!dashboard || dashboard.version !== data.version || dashboard.today !== today) {
        dashboard = { version: data.version, today, value: freightDashboard(data.freight.values(), { today }) };
      }
      return dashboard.value;
    },
    countReferencing: async (reference) =>
      countKeys((keys) =>
        'contactId' in reference
          ? keys.shipper === reference.contactId || keys.consignee === reference.contactId
          : keys.products.includes(reference.productId),
      ),
    hasActivityBy: async (userId) => countKeys((keys) => keys.actors.split('\u0000').includes(userId)) > 0,
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
