import type * as z from 'zod/mini';
import type { ProductLookupOptions, ProductRepository } from '../../application/ports/product-repository.port';
import type { Product, ProductFields } from '../../domain/product/product';
import { productDtos } from './dto/master-data.dto';
import type { HttpClient } from './http-client';
import { httpRecordResource } from './http-record-resource';

export function createHttpProductRepository(http: HttpClient): ProductRepository {
  return httpRecordResource<Product, ProductFields, ProductLookupOptions>(
    http,
    '/api/products',
    productDtos.record as z.ZodMiniType<Product>,
  );
}
