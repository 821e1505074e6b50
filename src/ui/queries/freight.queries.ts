import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContactUseCases } from '../../application/contacts/contact.use-cases';
import type { FreightUseCases } from '../../application/freight/freight.use-cases';
import { partyRefOf } from '../../domain/freight/freight-parties';
import type { FreightListQuery } from '../../domain/freight/freight-query';
import type { FreightRecord } from '../../domain/freight/freight-record';
import { recordKeys } from './record-keys';
import { recordQueries } from './record-queries';

export const freightKeys = recordKeys('freight');

/** What the dashboard shows depends on every shipment: any write to freight makes it stale. */
export const freightDashboardKey = ['freight', 'dashboard'] as const;

/** Shipments as server state: every read goes through `useCases.freight`. */
export const freightQueries = {
  ...recordQueries<FreightListQuery, FreightRecord>(freightKeys),
  /** A page of the list as its screen shows it: rows, among the lists (what makes lists stale makes these so). */
  rows: (freight: FreightUseCases, query: FreightListQuery) =>
    queryOptions({
      queryKey: [...freightKeys.lists(), 'rows', query] as readonly unknown[],
      queryFn: ({ signal }) => freight.rows(query, signal),
    }),
  dashboard: (freight: FreightUseCases) =>
    queryOptions({ queryKey: freightDashboardKey, queryFn: ({ signal }) => freight.dashboard(signal) }),
  /** The pickers' searches: the previous answer stays while the next one loads. */
  /** Contacts in a role, whole (city and tax id tell two of one name apart). */
  parties: (contacts: ContactUseCases, text: string, role: 'shipper' | 'consignee') =>
    queryOptions({
      queryKey: ['contacts', 'parties', role, text],
      queryFn: ({ signal }) => contacts.search(text, { role, limit: 10, signal }),
      placeholderData: keepPreviousData,
    }),
  /** The names of the contacts whose role is carrier: offered as carriers for every mode. */
  carrierContacts: (contacts: ContactUseCases) =>
    queryOptions({
      queryKey: ['contacts', 'carriers'],
      queryFn: async ({ signal }) =>
        (await contacts.search('', { role: 'carrier', limit: 100, signal })).map((c) => partyRefOf(c).name),
    }),
  products: (freight: FreightUseCases, text: string) =>
    queryOptions({
      queryKey: ['freight', 'products', text],
      queryFn: ({ signal }) => freight.searchProducts(text, signal),
      placeholderData: keepPreviousData,
    }),
};
