import type * as z from 'zod/mini';
import type { ProductRepository } from '../../application/ports/product-repository.port';
import type { Product, ProductFields } from '../../domain/product/product';
import { productDto } from './dto/master-data.dto';
import type { HttpClient } from './http-client';
import { httpRecordResource } from './http-record-resource';

export function createHttpProductRepository(http: HttpClient): ProductRepository {
  const { lookup, ...resource } = httpRecordResource<Product, ProductFields>(
    http,
    '/api/products',
    productDto as z.ZodMiniType<Product>,
  );
  return {
    ...resource,
    search: (text, options = {}) => lookup({ q: text, limit: options.limit ?? 10 }, options.signal),
  };
}
