import type { FreightService } from '../freight/freight-service';
import type { CallerSource } from '../ports/caller-source.port';
import type { FreightRepository } from '../ports/freight-repository.port';
import { callerScope } from './caller-scope';

/**
 * The shipments port over the freight service running in this browser (firebase mode), each call made as the
 * signed-in caller. The service holds every rule; this only passes calls through.
 */
export function createLocalFreightRepository(freight: FreightService, callers: CallerSource): FreightRepository {
  const as = callerScope(callers);
  return {
    list: (query, signal) => as((caller) => freight.list(caller, query), signal),
    rows: (query, signal) => as((caller) => freight.rows(caller, query), signal),
    matchingIds: (query, signal) => as((caller) => freight.matchingIds(caller, query), signal),
    get: (id, signal) => as((caller) => freight.get(caller, id), signal),
    create: (input, options = {}) => as((caller) => freight.create(caller, input, options.requestId)),
    update: (id, input, options = {}) => as((caller) => freight.update(caller, id, input, options.expectedUpdatedAt)),
    transition: (id, action, details) => as((caller) => freight.transition(caller, id, action, details)),
    transitionMany: (ids, action, details) => as((caller) => freight.transitionMany(caller, ids, action, details)),
    dashboard: (today, signal) => as((caller) => freight.dashboard(caller, today), signal),
  };
}
