import * as z from 'zod/mini';
import type { ProductRepository } from '../../application/ports/product-repository.port';
import type { Product } from '../../domain/product/product';
import { importAnswerDto, listPageDto, productDto } from './dto/master-data.dto';
import type { HttpClient } from './http-client';
import { listQueryParams } from './http-list-query';

const BASE = '/api/products';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function createHttpProductRepository(http: HttpClient): ProductRepository {
  const one = { schema: productDto as z.ZodMiniType<Product> };
  return {
    list: (query, signal) =>
      http.get(BASE, { query: listQueryParams(query), schema: listPageDto(productDto), ...(signal ? { signal } : {}) }),
    search: (text, options = {}) =>
      http.get(`${BASE}/lookup`, {
        query: { q: text, limit: options.limit ?? 10 },
        schema: z.array(productDto),
        ...(options.signal ? { signal: options.signal } : {}),
      }),
    get: (id, signal) => http.get(path(id), { ...one, ...(signal ? { signal } : {}) }),
    create: (fields, options = {}) => http.post(BASE, { ...fields, requestId: options.requestId }, one),
    update: (id, fields) => http.put(path(id), fields, one),
    remove: async (id) => {
      await http.delete(path(id));
    },
    importMany: (rows) => http.post(`${BASE}/import`, { rows }, { schema: importAnswerDto }),
  };
}
