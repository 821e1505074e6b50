import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Product, ProductFields } from '../../domain/product/product';
import type { ProductUseCases } from '../../application/products/product.use-cases';
import { cacheSavedRecord, forgetRemovedRecord, listsChanged } from './record-cache';
import { productKeys } from './product.queries';

export interface ProductSave {
  readonly id: string | null;
  readonly fields: ProductFields;
  readonly requestId: string;
  /** The version the form was opened on: a newer save refuses this one (record.stale). */
  readonly expectedUpdatedAt?: string;
}

/** Writes to products: each keeps the cache in step with what the server answered. */
export const productMutations = {
  save: (client: QueryClient, products: ProductUseCases) =>
    mutationOptions({
      mutationFn: ({ id, fields, requestId, expectedUpdatedAt }: ProductSave) =>
        products.save(id, fields, requestId, expectedUpdatedAt ? { expectedUpdatedAt } : {}),
      onSuccess: (saved: Product) => cacheSavedRecord(client, productKeys, saved),
    }),
  remove: (client: QueryClient, products: ProductUseCases) =>
    mutationOptions({
      mutationFn: (id: string) => products.remove(id),
      onSuccess: (_: void, id: string) => forgetRemovedRecord(client, productKeys, id),
    }),
  importMany: (client: QueryClient, products: ProductUseCases) =>
    mutationOptions({
      mutationFn: (rows: readonly ProductFields[]) => products.importMany(rows),
      onSuccess: () => listsChanged(client, productKeys),
    }),
};
