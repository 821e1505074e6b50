import * as z from 'zod/mini';
import type { DataListRepository } from '../../../application/ports/demo/demo-datalist.port';
import type { HttpClient } from '../http-client';
import { dataListItemSchema } from './http-demo-schemas';

export function createHttpDemoDataList(http: HttpClient): DataListRepository {
  return {
    all: () => http.get('/api/datalist/initial-data', { schema: z.array(dataListItemSchema) }),
    page: (page, perPage) =>
      http.get('/api/datalist/data', {
        query: { page, perPage },
        schema: z.object({ data: z.array(dataListItemSchema), totalPages: z.number() }),
      }),
    add: async (draft) => {
      await http.post('/api/datalist/add-data', { obj: draft });
    },
    update: async (item) => {
      await http.post('/api/datalist/update-data', { obj: item });
    },
    remove: async (item) => {
      await http.post('/api/datalist/delete-data', { obj: item });
    },
    removeMany: async (items) => {
      await http.post('/api/datalist/delete-selected', { arr: items });
    },
  };
}
