import type { CallerSource } from '../ports/caller-source.port';
import type { SavedViewRepository } from '../ports/saved-view-repository.port';
import type { SavedViewService } from '../saved-views/saved-view-service';
import { callerScope } from './caller-scope';

/** The saved-view port over the service running in this browser, each call made as the signed-in caller. */
export function createLocalSavedViewRepository(views: SavedViewService, callers: CallerSource): SavedViewRepository {
  const as = callerScope(callers);
  return {
    list: (list, signal) => as((caller) => views.list(caller, list), signal),
    get: (id, signal) => as((caller) => views.get(caller, id), signal),
    create: (draft) => as((caller) => views.create(caller, draft)),
    update: (id, draft) => as((caller) => views.update(caller, id, draft)),
    remove: (id) => as((caller) => views.remove(caller, id)),
    setDefault: (list, viewId) => as((caller) => views.setDefault(caller, list, viewId)),
  };
}
