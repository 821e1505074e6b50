import type { ListPage } from '../../domain/shared/list-query';
import type { NewUser, UserEdit, UserRecord } from '../../domain/user/user-record';
import { deletionMode, type Actor } from '../../domain/user/user-rules';
import { userGuard } from './user-refusals';
import type { SessionStore } from '../auth/session-store';
import { AppError } from '../errors/app-error';
import type { SaveOptions } from '../ports/product-repository.port';
import type { UserListQuery, UserRepository } from '../ports/user-repository.port';

export interface UserUseCases {
  list(query: UserListQuery, signal?: AbortSignal): Promise<ListPage<UserRecord>>;
  listAll(signal?: AbortSignal): Promise<readonly UserRecord[]>;
  /** The record, or a 'not-found' AppError the screen shows (the original only logged it). */
  get(id: string, signal?: AbortSignal): Promise<UserRecord>;
  findByAuthId(authId: string, signal?: AbortSignal): Promise<UserRecord | null>;
  create(input: NewUser, requestId?: string): Promise<UserRecord>;
  /** `options.expectedUpdatedAt`: the version edited; a newer save refuses this one (record.stale). */
  edit(id: string, edit: UserEdit, options?: SaveOptions): Promise<UserRecord>;
  /** What removing this user will do: delete, or deactivate when they have history. */
  removalMode(id: string, signal?: AbortSignal): Promise<'delete' | 'deactivate'>;
  remove(id: string, options?: SaveOptions): Promise<'deleted' | 'deactivated'>;
  /** A pending registration becomes an active user (admins). */
  approve(id: string): Promise<UserRecord>;
  /** A pending registration is deleted (admins). */
  refuse(id: string): Promise<void>;
}

function actorOf(session: SessionStore): Actor {
  const current = session.current();
  if (!current) throw new AppError('unauthorized', 'Not signed in');
  return { userId: current.userId, role: current.role };
}

export function makeUserUseCases(deps: { users: UserRepository; session: SessionStore }): UserUseCases {
  const { users, session } = deps;
  const get = async (id: string, signal?: AbortSignal): Promise<UserRecord> => {
    const found = await users.findById(id, signal);
    if (!found) throw new AppError('not-found', 'No such user', { status: 404, code: 'record.notFound' });
    return found;
  };
  return {
    list: (query, signal) => users.list(query, signal),
    listAll: (signal) => users.listAll(signal),
    get,
    findByAuthId: (authId, signal) => users.findByAuthId(authId, signal),
    async create(input, requestId) {
      userGuard.create(actorOf(session));
      userGuard.newUser(input);
      return users.create(input, requestId ? { requestId } : {});
    },
    async edit(id, edit, options = {}) {
      const before = await get(id);
      userGuard.edit(actorOf(session), before, edit);
      userGuard.edited(edit);
      return users.edit(id, edit, options);
    },
    async removalMode(id, signal) {
      return deletionMode(await users.hasHistory(id, signal));
    },
    async remove(id, options = {}) {
      userGuard.remove(actorOf(session), await get(id));
      return users.remove(id, options);
    },
    async approve(id) {
      userGuard.decide(actorOf(session), await get(id));
      return users.approve(id);
    },
    async refuse(id) {
      userGuard.decide(actorOf(session), await get(id));
      await users.refuse(id);
    },
  };
}
