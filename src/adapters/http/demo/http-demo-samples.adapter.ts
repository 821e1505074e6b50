import * as z from 'zod/mini';
import type { DemoSamplesSource } from '../../../application/ports/demo/demo-samples.port';
import type { HttpClient } from '../http-client';
import { autocompleteSchema, contactSampleSchema, listedUserSchema, shopProductSchema } from './http-demo-schemas';

export function createHttpDemoSamples(http: HttpClient): DemoSamplesSource {
  return {
    listedUsers: () => http.get('/api/users/list', { schema: z.array(listedUserSchema) }),
    updateListedUser: (id, user) => http.post('/api/users/update', { id, user }, { schema: listedUserSchema }),
    contactGrid: async () =>
      (await http.get('/api/aggrid/data', { schema: z.object({ data: z.array(contactSampleSchema) }) })).data,
    autocompleteTitles: async () =>
      (await http.get('/api/autocomplete/data', { schema: z.object({ autoComplete: z.array(autocompleteSchema) }) }))
        .autoComplete,
    shopProducts: () => http.get('/api/ecommerce/products', { schema: z.array(shopProductSchema) }),
  };
}
