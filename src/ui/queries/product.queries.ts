import { queryOptions } from '@tanstack/react-query';
import type { ProductListQuery } from '../../application/ports/product-repository.port';
import type { ProductUseCases } from '../../application/products/product.use-cases';
import { recordKeys } from './record-keys';

export const productKeys = recordKeys('products');

/** Products as server state: every read and write goes through `useCases.products`. */
export const productQueries = {
  list: (products: ProductUseCases, query: ProductListQuery) =>
    queryOptions({ queryKey: productKeys.list(query), queryFn: ({ signal }) => products.list(query, signal) }),
  detail: (products: ProductUseCases, id: string) =>
    queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => products.get(id, signal) }),
};
