import {
  createListIndex,
  type ListIndex,
  type ListIndexConfig,
  type ListMatch,
  type ListPage,
  type ListQuery,
  type ListSort,
} from '../shared/list-query';
import { countrySearchText } from '../shared/countries';
import type { FreightMode, FreightStatus } from './freight-options';
import type { FreightRecord } from './freight-record';
import { declaredValueBrlMinor } from './freight-totals';
import type { FreightSortField } from './freight-sort-fields';
import { parseAirWaybill } from '../trade/air-waybill-number';
import { compactCode } from '../trade/typed-code';

/**
 * The freight list: the shared list query configured for shipments. Declared value sorts by the value in BRL at
 * each shipment's own rate, shipments without a rate last.
 */

export type FreightFilterField = 'status' | 'mode' | 'carrier' | 'destination' | 'shipDate';

export interface FreightListFilters {
  readonly status?: readonly FreightStatus[];
  readonly mode?: readonly FreightMode[];
  readonly carrier?: string;
  /** ISO country code of the final destination. */
  readonly destination?: string;
  readonly shipDateFrom?: string;
  readonly shipDateTo?: string;
  /** A contact id named as shipper or consignee. */
  readonly party?: string;
  /** A product id on any line. */
  readonly product?: string;
}

export interface FreightListQuery {
  readonly text: string;
  readonly filters: FreightListFilters;
  readonly sort: ListSort<FreightSortField> | null;
  readonly page: number;
  readonly pageSize: number;
}

export type FreightIndex = ListIndex<FreightRecord, FreightSortField, FreightFilterField>;

export const DEFAULT_FREIGHT_QUERY: FreightListQuery = {
  text: '',
  filters: {},
  sort: { field: 'reference', direction: 'desc' },
  page: 1,
  pageSize: 25,
};

/**
 * What a shipment is found by: reference, parties, carrier, transport document, container numbers, and its destination
 * by code and by name in English and Portuguese ('JP Japan Japão').
 */
export function freightSearchText(r: FreightRecord): string {
  const destination = r.destinationCountry === '' ? '' : countrySearchText(r.destinationCountry);
  const containers = r.containers ?? [];
  const document = transportDocumentSpellings(r.transportDocument);
  return [r.reference, r.shipper?.name, r.consignee?.name, r.carrier, ...document, ...containers, destination]
    .filter(Boolean)
    .join(' ');
}

/**
 * A transport document as people type it: an air waybill as printed (020-1234567-5), as airlines write it
 * (020-12345675) and as bare digits; any other document as stored and without its separators.
 */
function transportDocumentSpellings(document: string): string[] {
  const awb = parseAirWaybill(document);
  if (awb.ok) {
    const { prefix, serial, checkDigit, value, display } = awb.value;
    return [display, `${prefix}-${serial}${checkDigit}`, value];
  }
  const compact = compactCode(document);
  return compact === document.toUpperCase() ? [document] : [document, compact];
}

/** The freight list's search, sort and filter keys: the memory index and the SQL store's derived columns both use them. */
export const freightListConfig: ListIndexConfig<FreightRecord, FreightSortField, FreightFilterField> = {
  searchText: freightSearchText,
  sortKeys: {
    reference: (r) => r.reference,
    status: (r) => r.status,
    mode: (r) => r.mode,
    carrier: (r) => r.carrier,
    shipper: (r) => r.shipper?.name ?? null,
    consignee: (r) => r.consignee?.name ?? null,
    destination: (r) => r.destinationCountry || null,
    shipDate: (r) => r.shipDate,
    eta: (r) => r.eta,
    declaredValue: (r) => declaredValueBrlMinor(r),
    updatedAt: (r) => r.audit.updatedAt,
  },
  filterKeys: {
    status: (r) => r.status,
    mode: (r) => r.mode,
    carrier: (r) => r.carrier,
    destination: (r) => r.destinationCountry,
    shipDate: (r) => r.shipDate,
  },
};

export function createFreightIndex(records: readonly FreightRecord[]): FreightIndex {
  return createListIndex(records, freightListConfig);
}

export function freightListToQuery(query: FreightListQuery): ListQuery<FreightSortField, FreightFilterField> {
  const f = query.filters;
  return {
    text: query.text,
    filters: {
      status: f.status,
      mode: f.mode,
      carrier: f.carrier,
      destination: f.destination,
      shipDate: { from: f.shipDateFrom ?? null, to: f.shipDateTo ?? null },
    },
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function queryFreight(
  index: FreightIndex,
  query: FreightListQuery,
  previous?: ListMatch | null,
): ListPage<FreightRecord> & { readonly match: ListMatch } {
  return index.run(freightListToQuery(query), previous);
}

/** Every record matching the filters, in the list's sort order (for CSV export of the current filter). */
export function allMatchingFreight(index: FreightIndex, query: FreightListQuery): readonly FreightRecord[] {
  return index.run({ ...freightListToQuery(query), page: 1, pageSize: Math.max(1, index.size) }).items;
}
