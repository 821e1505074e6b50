import type { ProductListQuery } from '../../application/ports/product-repository.port';
import type { Product } from '../../domain/product/product';
import { recordKeys } from './record-keys';
import { recordQueries } from './record-queries';

export const productKeys = recordKeys('products');

/** Products as server state: every read and write goes through `useCases.products`. */
export const productQueries = recordQueries<ProductListQuery, Product>(productKeys);
