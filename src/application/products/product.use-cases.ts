import type { Product, ProductFields } from '../../domain/product/product';
import { normaliseProduct, validateProduct } from '../../domain/product/product-validation';
import { hasErrors } from '../../domain/contact/field-rules';
import type { ListPage } from '../../domain/shared/list-query';
import { AppError } from '../errors/app-error';
import type {
  ProductListQuery,
  ProductLookupOptions,
  ProductRepository,
  SaveOptions,
} from '../ports/product-repository.port';
import { validateRows } from '../contacts/validate-rows';

export interface ProductUseCases {
  list(query: ProductListQuery, signal?: AbortSignal): Promise<ListPage<Product>>;
  search(text: string, options?: ProductLookupOptions): Promise<readonly Product[]>;
  get(id: string, signal?: AbortSignal): Promise<Product>;
  /** `options.expectedUpdatedAt`: the version edited; a newer save refuses this one (record.stale). */
  save(id: string | null, fields: ProductFields, requestId?: string, options?: SaveOptions): Promise<Product>;
  remove(id: string, options?: SaveOptions): Promise<void>;
  importMany(rows: readonly ProductFields[]): Promise<{ readonly created: number }>;
}

function checked(fields: ProductFields): ProductFields {
  const errors = validateProduct(fields);
  if (hasErrors(errors))
    throw new AppError('validation', 'Invalid product', { fieldErrors: errors as Record<string, string> });
  return normaliseProduct(fields);
}

export function makeProductUseCases(deps: { products: ProductRepository }): ProductUseCases {
  const { products } = deps;
  return {
    list: (query, signal) => products.list(query, signal),
    search: (text, options) => products.search(text, options),
    get: (id, signal) => products.get(id, signal),
    save: (id, fields, requestId, options = {}) =>
      id === null
        ? products.create(checked(fields), requestId ? { requestId } : {})
        : products.update(id, checked(fields), options),
    remove: (id, options = {}) => products.remove(id, options),
    importMany: (rows) => products.importMany(validateRows(rows, validateProduct).map(normaliseProduct)),
  };
}
