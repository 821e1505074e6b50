import type { Product, ProductFields } from '../../domain/product/product';
import { productRules } from '../../domain/product/product-validation';
import { makeMasterRecordUseCases, type MasterRecordUseCases } from '../master-data/master-record.use-cases';
import type { ProductListQuery, ProductLookupOptions, ProductRepository } from '../ports/product-repository.port';

export type ProductUseCases = MasterRecordUseCases<Product, ProductFields, ProductListQuery, ProductLookupOptions>;

export function makeProductUseCases(deps: { products: ProductRepository }): ProductUseCases {
  return makeMasterRecordUseCases(deps.products, productRules);
}
