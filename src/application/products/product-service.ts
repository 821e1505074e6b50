import { fieldChanges, type AuditAction } from '../../domain/audit/audit-entry';
import { productCodeKey, type Product, type ProductFields } from '../../domain/product/product';
import { normaliseProduct, validateProduct } from '../../domain/product/product-validation';
import { fingerprint } from '../../domain/shared/fingerprint';
import { nextRevision } from '../../domain/shared/revision';
import type { Caller } from '../auth/caller';
import { refusals } from '../errors/refusals';
import type { Clock } from '../ports/clock.port';
import type { ProductListQuery } from '../ports/product-repository.port';
import type { IdSource } from '../ports/security.port';
import type { FreightQueries } from '../ports/store/freight-queries.port';
import type { ProductQueries } from '../ports/store/master-data-queries.port';
import type { Transactor, UnitOfWork } from '../ports/store/unit-of-work.port';
import { checkedRows, MAX_IMPORT_ROWS } from './import-rows';

/** Products: codes unique with the write, a save never overwrites a newer one, a product in use is never deleted. */
export interface ProductServiceDeps {
  readonly tx: Transactor;
  readonly products: ProductQueries;
  readonly freight: FreightQueries;
  readonly clock: Clock;
  readonly ids: IdSource;
}

function checked(fields: ProductFields): ProductFields {
  const value = normaliseProduct(fields);
  const errors = Object.fromEntries(Object.entries(validateProduct(value)).filter((e) => typeof e[1] === 'string'));
  if (Object.keys(errors).length > 0) throw refusals.invalid(errors as Record<string, string>);
  return value;
}

export function makeProductService(deps: ProductServiceDeps) {
  const { tx, products, freight, clock, ids } = deps;
  const now = () => clock.now().toISOString();
  const audit = (uow: UnitOfWork, caller: Caller, action: AuditAction, before: Product | null, after: Product) =>
    uow.audit.append({
      id: ids.newId('au'),
      kind: 'product',
      recordId: after.id,
      label: after.code,
      action,
      at: now(),
      by: { id: caller.id, name: caller.name },
      changes: action === 'delete' ? fieldChanges(before, null) : fieldChanges(before, after),
    });

  return {
    list: (_caller: Caller, query: ProductListQuery) => products.list(query),
    lookup: (_caller: Caller, text: string, limit: number) => products.lookup(text, Math.min(50, Math.max(1, limit))),

    async get(_caller: Caller, id: string): Promise<Product> {
      const found = await tx.run((uow) => uow.products.get(id));
      if (!found) throw refusals.notFound('product');
      return found;
    },

    create(caller: Caller, fields: ProductFields, requestId?: string): Promise<Product> {
      const value = checked(fields);
      const print = fingerprint(value);
      return tx.run(async (uow) => {
        if (requestId) {
          const earlier = await uow.requests.get(requestId);
          if (earlier) {
            if (earlier.kind !== 'product' || earlier.fingerprint !== print) throw refusals.requestReused();
            const record = await uow.products.get(earlier.recordId);
            if (record) return record;
          }
        }
        if ((await uow.uniques.owner('product.code', productCodeKey(value.code))) !== null) throw refusals.codeTaken();
        const at = now();
        const product: Product = { ...value, id: ids.newId('p'), updatedAt: at };
        await uow.products.put(product);
        await uow.uniques.claim('product.code', productCodeKey(value.code), product.id);
        if (requestId)
          await uow.requests.put({ requestId, kind: 'product', recordId: product.id, fingerprint: print, at });
        await audit(uow, caller, 'create', null, product);
        return product;
      });
    },

    update(caller: Caller, id: string, fields: ProductFields, expectedUpdatedAt?: string): Promise<Product> {
      const value = checked(fields);
      return tx.run(async (uow) => {
        const before = await uow.products.get(id);
        if (!before) throw refusals.notFound('product');
        if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== before.updatedAt) throw refusals.stale();
        const oldKey = productCodeKey(before.code);
        const newKey = productCodeKey(value.code);
        if (newKey !== oldKey) {
          const owner = await uow.uniques.owner('product.code', newKey);
          if (owner !== null && owner !== id) throw refusals.codeTaken();
        }
        const after: Product = { ...value, id, updatedAt: nextRevision(now(), before.updatedAt) };
        await uow.products.put(after);
        if (newKey !== oldKey) {
          await uow.uniques.release('product.code', oldKey);
          await uow.uniques.claim('product.code', newKey, id);
        }
        await audit(uow, caller, 'update', before, after);
        return after;
      });
    },

    /** Refused while any shipment carries the product: it can be made inactive instead. */
    async remove(caller: Caller, id: string, expectedUpdatedAt?: string): Promise<void> {
      const uses = await freight.countReferencing({ productId: id });
      if (uses > 0) throw refusals.inUse(uses);
      await tx.run(async (uow) => {
        const before = await uow.products.get(id);
        if (!before) throw refusals.notFound('product');
        if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== before.updatedAt) throw refusals.stale();
        await uow.products.remove(id);
        await uow.uniques.release('product.code', productCodeKey(before.code));
        await audit(uow, caller, 'delete', before, before);
      });
    },

    /** All rows or none; errors keyed `rows.<n>.<field>` (1-based), duplicates inside the file included. */
    async importMany(caller: Caller, rows: readonly ProductFields[]): Promise<{ readonly created: number }> {
      const values = checkedRows(rows, normaliseProduct, validateProduct);
      const seen = new Map<string, number>();
      const errors: Record<string, string> = {};
      values.forEach((row, i) => {
        const key = productCodeKey(row.code);
        if (seen.has(key)) errors[`rows.${i + 1}.code`] = 'duplicate';
        seen.set(key, i);
      });
      if (Object.keys(errors).length > 0) throw refusals.invalid(errors);
      return tx.run(async (uow) => {
        for (const [key, i] of seen) {
          if ((await uow.uniques.owner('product.code', key)) !== null) errors[`rows.${i + 1}.code`] = 'duplicate';
        }
        if (Object.keys(errors).length > 0) throw refusals.invalid(errors);
        const at = now();
        for (const value of values) {
          const product: Product = { ...value, id: ids.newId('p'), updatedAt: at };
          await uow.products.put(product);
          await uow.uniques.claim('product.code', productCodeKey(value.code), product.id);
          await audit(uow, caller, 'create', null, product);
        }
        return { created: values.length };
      });
    },
  };
}

export type ProductService = ReturnType<typeof makeProductService>;
export { MAX_IMPORT_ROWS };
