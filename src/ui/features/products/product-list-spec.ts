import { PRODUCT_SORT_FIELDS } from '../../../domain/product/product-list';
import { CURRENCY_CODES } from '../../../domain/shared/money';
import { defineListSearch, listFilter } from '../../components/list-view/list-search';

/** The product list's URL state. Kept apart from the page so the route's search validator stays out of the page chunk. */
export const PRODUCT_LIST = defineListSearch({
  sortFields: PRODUCT_SORT_FIELDS,
  defaultSort: { field: 'code', direction: 'asc' },
  filters: {
    active: listFilter.flag(),
    countryOfOrigin: listFilter.country(),
    currency: listFilter.oneOf(CURRENCY_CODES),
  },
});

export type ProductListSearch = ReturnType<typeof PRODUCT_LIST.validate>;
