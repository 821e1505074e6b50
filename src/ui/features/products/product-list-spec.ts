import { PRODUCT_SORT_FIELDS, type ProductSortField } from '../../../domain/product/product-list';
import { CURRENCY_CODES } from '../../../domain/shared/money';
import type { ProductListFilter } from '../../../application/ports/product-repository.port';
import { COUNTRY_CODES } from '../../components/list-view/country-options';
import type { ListSearchSpec } from '../../components/list-view/list-search';

/** The product list's URL state. Kept apart from the page so the route's search validator stays out of the eager bundle. */
export const PRODUCT_LIST_SPEC: ListSearchSpec<ProductSortField, ProductListFilter> = {
  sortFields: PRODUCT_SORT_FIELDS,
  filters: { active: ['true', 'false'], countryOfOrigin: COUNTRY_CODES, currency: CURRENCY_CODES },
};
