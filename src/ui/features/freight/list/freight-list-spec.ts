import { FREIGHT_MODES, FREIGHT_STATUSES } from '../../../../domain/freight/freight-options';
import type { FreightListQuery } from '../../../../domain/freight/freight-query';
import { FREIGHT_SORT_FIELDS } from '../../../../domain/freight/freight-sort-fields';
import { defineListSearch, listFilter } from '../../../components/list-view/list-search';

/** The freight list's URL state. Kept apart from the page so the route's search validator stays out of the page chunk. */
export const FREIGHT_LIST = defineListSearch({
  sortFields: FREIGHT_SORT_FIELDS,
  defaultSort: { field: 'reference', direction: 'desc' },
  filters: {
    status: listFilter.anyOf(FREIGHT_STATUSES),
    mode: listFilter.anyOf(FREIGHT_MODES),
    carrier: listFilter.text(80),
    destination: listFilter.country(),
    shipDateFrom: listFilter.isoDate(),
    shipDateTo: listFilter.isoDate(),
    party: listFilter.text(100),
    product: listFilter.text(100),
  },
});

export type FreightListSearch = ReturnType<typeof FREIGHT_LIST.validate>;

/** The query a freight list URL stands for. */
export function freightQueryOf(search: FreightListSearch): FreightListQuery {
  return FREIGHT_LIST.toQuery(search) as FreightListQuery;
}

/** A change to some of the list's filters (the keys absent stay as they are; undefined clears one). */
export type FreightFilterPatch = Partial<FreightListSearch>;
