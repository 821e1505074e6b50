import type { Product, ProductFields } from '../../domain/product/product';
import type { ProductSortField } from '../../domain/product/product-list';
import type { ListQuery } from '../../domain/shared/list-query';
import type { MasterRecordRepository } from './master-record-repository.port';

export type { SaveOptions } from './master-record-repository.port';

/** List filters: `active` 'true' | 'false', `currency` a CurrencyCode, `countryOfOrigin` ISO alpha-2. */
export type ProductListFilter = 'active' | 'currency' | 'countryOfOrigin';
export type ProductListQuery = ListQuery<ProductSortField, ProductListFilter>;

export interface ProductLookupOptions {
  /** Default 10. */
  readonly limit?: number;
  readonly signal?: AbortSignal;
}

/**
 * Products (line items of an invoice). Picker lookup (`search`) is among ACTIVE products: code prefix first, then
 * descriptions and NCM. A save with a code already in use is refused ('conflict', fieldErrors.code = 'duplicate');
 * duplicates inside an imported file too.
 */
export type ProductRepository = MasterRecordRepository<Product, ProductFields, ProductListQuery, ProductLookupOptions>;
