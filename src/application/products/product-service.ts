import { productCodeKey, type ProductFields } from '../../domain/product/product';
import { normaliseProduct, validateProduct } from '../../domain/product/product-validation';
import type { Caller } from '../auth/caller';
import { refusals } from '../errors/refusals';
import { MAX_IMPORT_ROWS } from '../master-data/import-rows';
import { makeMasterRecordService, type MasterRecordDeps } from '../master-data/master-record-service';
import type { ProductListQuery } from '../ports/product-repository.port';
import type { FreightQueries } from '../ports/store/freight-queries.port';
import type { ProductQueries } from '../ports/store/master-data-queries.port';

/** Products: codes unique with the write, a save never overwrites a newer one, a product in use is never deleted. */
export interface ProductServiceDeps extends MasterRecordDeps {
  readonly products: ProductQueries;
  readonly freight: FreightQueries;
}

export function makeProductService(deps: ProductServiceDeps) {
  const { products, freight } = deps;
  const records = makeMasterRecordService<ProductFields>(
    {
      kind: 'product',
      idPrefix: 'p',
      table: (uow) => uow.products,
      normalise: normaliseProduct,
      validate: validateProduct,
      label: (product) => product.code,
      uses: (id) => freight.countReferencing({ productId: id }),
      unique: { kind: 'product.code', field: 'code', key: (p) => productCodeKey(p.code), taken: refusals.codeTaken },
    },
    deps,
  );
  return {
    ...records,
    list: (_caller: Caller, query: ProductListQuery) => products.list(query),
    lookup: (_caller: Caller, text: string, limit: number) => products.lookup(text, Math.min(50, Math.max(1, limit))),
  };
}

export type ProductService = ReturnType<typeof makeProductService>;
export { MAX_IMPORT_ROWS };
