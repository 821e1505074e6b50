import type { UserRecord } from '../../domain/user/user-record';
import { isAppError } from '../errors/app-error';
import type { CallerSource } from '../ports/caller-source.port';
import type { UserRepository } from '../ports/user-repository.port';
import type { UserService } from '../users/user-service';
import { callerScope } from './caller-scope';

/**
 * The staff users port over the user service running in this browser, each call made as the signed-in caller.
 * A user's record id is its sign-in account id, so a lookup by account is a lookup by id.
 */
export function createLocalUserRepository(users: UserService, callers: CallerSource): UserRepository {
  const as = callerScope(callers);
  const find = (id: string, signal?: AbortSignal): Promise<UserRecord | null> =>
    as(
      (caller) =>
        users.get(caller, id).catch((error: unknown) => {
          if (isAppError(error) && error.code === 'record.notFound') return null;
          throw error;
        }),
      signal,
    );
  return {
    findByAuthId: (authId, signal) => find(authId, signal),
    findById: (id, signal) => find(id, signal),
    listAll: (signal) => as((caller) => users.all(caller), signal),
    list: (query, signal) => as((caller) => users.list(caller, query), signal),
    create: (input, options = {}) => as((caller) => users.create(caller, input, options.requestId)),
    edit: (id, edit, options = {}) => as((caller) => users.edit(caller, id, edit, options.expectedUpdatedAt)),
    remove: (id, options = {}) => as((caller) => users.remove(caller, id, options.expectedUpdatedAt)),
    approve: (id) => as((caller) => users.approve(caller, id)),
    refuse: (id) => as((caller) => users.refuse(caller, id)),
    hasHistory: (id, signal) => as(async (caller) => (await users.removalMode(caller, id)) === 'deactivate', signal),
  };
}
