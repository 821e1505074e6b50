import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FreightUseCases } from '../../application/freight/freight.use-cases';
import type { FreightListQuery } from '../../domain/freight/freight-query';
import { recordKeys } from './record-keys';

export const freightKeys = recordKeys('freight');

/** What the dashboard shows depends on every shipment: any write to freight makes it stale. */
export const freightDashboardKey = ['freight', 'dashboard'] as const;

/** Shipments as server state: every read goes through `useCases.freight`. */
export const freightQueries = {
  list: (freight: FreightUseCases, query: FreightListQuery) =>
    queryOptions({ queryKey: freightKeys.list(query), queryFn: ({ signal }) => freight.list(query, signal) }),
  detail: (freight: FreightUseCases, id: string) =>
    queryOptions({ queryKey: freightKeys.detail(id), queryFn: ({ signal }) => freight.get(id, signal) }),
  dashboard: (freight: FreightUseCases) =>
    queryOptions({ queryKey: freightDashboardKey, queryFn: ({ signal }) => freight.dashboard(signal) }),
  /** The pickers' searches: the previous answer stays while the next one loads. */
  parties: (freight: FreightUseCases, text: string, role: 'shipper' | 'consignee') =>
    queryOptions({
      queryKey: ['freight', 'parties', role, text],
      queryFn: ({ signal }) => freight.searchParties(text, role, signal),
      placeholderData: keepPreviousData,
    }),
  products: (freight: FreightUseCases, text: string) =>
    queryOptions({
      queryKey: ['freight', 'products', text],
      queryFn: ({ signal }) => freight.searchProducts(text, signal),
      placeholderData: keepPreviousData,
    }),
};
