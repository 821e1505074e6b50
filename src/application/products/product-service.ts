import { productCodeKey, type ProductFields } from '../../domain/product/product';
import { productRules } from '../../domain/product/product-validation';
import type { Caller } from '../auth/caller';
import { refusals } from '../errors/refusals';
import { MAX_IMPORT_ROWS } from '../master-data/import-rows';
import { lookupLimit, makeMasterRecordService, type MasterRecordDeps } from '../master-data/master-record-service';
import type { ProductListQuery } from '../ports/product-repository.port';
import type { ProductQueries } from '../ports/store/master-data-queries.port';

/** Products: codes unique with the write, a save never overwrites a newer one, a product in use is never deleted. */
export function makeProductService(deps: MasterRecordDeps & { readonly products: ProductQueries }) {
  const records = makeMasterRecordService<ProductFields>(
    {
      ...productRules,
      idPrefix: 'p',
      table: (uow) => uow.products,
      label: (product) => product.code,
      reference: 'productId',
      unique: { kind: 'product.code', field: 'code', key: (p) => productCodeKey(p.code), taken: refusals.codeTaken },
    },
    deps,
  );
  return {
    ...records,
    list: (_caller: Caller, query: ProductListQuery) => deps.products.list(query),
    lookup: (_caller: Caller, text: string, limit: number) => deps.products.lookup(text, lookupLimit(limit)),
  };
}

export type ProductService = ReturnType<typeof makeProductService>;
export { MAX_IMPORT_ROWS };
