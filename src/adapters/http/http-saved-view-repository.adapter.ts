import type * as z from 'zod/mini';
import type { SavedViewMenu, SavedViewRepository } from '../../application/ports/saved-view-repository.port';
import type { SavedView } from '../../domain/saved-view/saved-view';
import { savedViewDto, savedViewMenuDto } from './dto/saved-view.dto';
import type { HttpClient } from './http-client';

const one = (id: string) => `/api/views/${encodeURIComponent(id)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** Saved views over the REST contract. */
export function createHttpSavedViewRepository(http: HttpClient): SavedViewRepository {
  const view = { schema: savedViewDto as z.ZodMiniType<SavedView> };
  const menu = { schema: savedViewMenuDto as z.ZodMiniType<SavedViewMenu> };
  return {
    list: (list, signal) => http.get('/api/views', { query: { list }, ...menu, ...withSignal(signal) }),
    get: (id, signal) => http.get(one(id), { ...view, ...withSignal(signal) }),
    create: (draft) => http.post('/api/views', draft, view),
    update: (id, draft) => http.put(one(id), draft, view),
    remove: async (id) => {
      await http.delete(one(id));
    },
    setDefault: async (list, viewId) => {
      await http.put(`/api/views/defaults/${encodeURIComponent(list)}`, { viewId });
    },
  };
}
