import { PRODUCT_SORT_FIELDS } from '../../../domain/product/product-list';
import { CURRENCY_CODES } from '../../../domain/shared/money';
import { COUNTRY_CODES } from '../../../domain/shared/country-codes';
import { defineListSearch, listFilter } from '../../components/list-view/list-search';

/** The product list's URL state. Kept apart from the page so the route's search validator stays out of the page chunk. */
export const PRODUCT_LIST = defineListSearch({
  sortFields: PRODUCT_SORT_FIELDS,
  defaultSort: { field: 'code', direction: 'asc' },
  filters: {
    active: listFilter.oneOf(['true', 'false']),
    countryOfOrigin: listFilter.oneOf(COUNTRY_CODES),
    currency: listFilter.oneOf(CURRENCY_CODES),
  },
});

export type ProductListSearch = ReturnType<typeof PRODUCT_LIST.validate>;
