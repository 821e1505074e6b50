import type { Product, ProductFields } from '../../domain/product/product';
import type { ProductSortField } from '../../domain/product/product-list';
import type { ListPage, ListQuery } from '../../domain/shared/list-query';

/** List filters: `active` 'true' | 'false', `currency` a CurrencyCode, `countryOfOrigin` ISO alpha-2. */
export type ProductListFilter = 'active' | 'currency' | 'countryOfOrigin';
export type ProductListQuery = ListQuery<ProductSortField, ProductListFilter>;

/** The version a save or delete is based on (the record's `updatedAt` when it was read). */
export interface SaveOptions {
  readonly expectedUpdatedAt?: string;
}

export interface ProductLookupOptions {
  /** Default 10. */
  readonly limit?: number;
  readonly signal?: AbortSignal;
}

/**
 * Products (line items of an invoice). Failures are AppErrors: 'not-found', 'validation' with
 * fieldErrors, 'conflict' with fieldErrors.code = 'duplicate' for a code already in use.
 */
export interface ProductRepository {
  list(query: ProductListQuery, signal?: AbortSignal): Promise<ListPage<Product>>;
  /** Picker lookup among ACTIVE products: code prefix first, then descriptions and NCM. */
  search(text: string, options?: ProductLookupOptions): Promise<readonly Product[]>;
  get(id: string, signal?: AbortSignal): Promise<Product>;
  create(fields: ProductFields, options?: { readonly requestId?: string }): Promise<Product>;
  /** `expectedUpdatedAt`: the version the person edited; a newer save refuses this one ('conflict', record.stale). */
  update(id: string, fields: ProductFields, options?: SaveOptions): Promise<Product>;
  /** Refused ('conflict', record.inUse) while a shipment carries the product. */
  remove(id: string, options?: SaveOptions): Promise<void>;
  /** All or nothing (fieldErrors keyed `rows.<n>.<field>`, duplicates inside the file included). */
  importMany(rows: readonly ProductFields[]): Promise<{ readonly created: number }>;
}
