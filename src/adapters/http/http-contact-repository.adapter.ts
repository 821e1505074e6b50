import * as z from 'zod/mini';
import type { ContactRepository } from '../../application/ports/contact-repository.port';
import type { Contact } from '../../domain/contact/contact';
import { contactDto, importAnswerDto, listPageDto } from './dto/master-data.dto';
import type { HttpClient } from './http-client';
import { listQueryParams } from './http-list-query';

const BASE = '/api/contacts';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function createHttpContactRepository(http: HttpClient): ContactRepository {
  const one = { schema: contactDto as z.ZodMiniType<Contact> };
  return {
    list: (query, signal) =>
      http.get(BASE, { query: listQueryParams(query), schema: listPageDto(contactDto), ...(signal ? { signal } : {}) }),
    search: (text, options = {}) =>
      http.get(`${BASE}/lookup`, {
        query: { q: text, role: options.role, limit: options.limit ?? 10 },
        schema: z.array(contactDto),
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
