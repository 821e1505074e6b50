import type { Product, ProductFields } from '../../domain/product/product';
import { masterRecordMutations } from './master-record.mutations';
import { productKeys } from './product.queries';

/** Writes to products: each keeps the cache in step with what the server answered. */
export const productMutations = masterRecordMutations<ProductFields, Product>(productKeys);
