import { hasErrors } from '../../domain/contact/field-rules';
import type { ListPage } from '../../domain/shared/list-query';
import { applyUserEdit, type NewUser, type UserEdit, type UserRecord } from '../../domain/user/user-record';
import {
  canCreateUser,
  canDeleteUser,
  canEditUser,
  deletionMode,
  validateNewUser,
  validateUserEdit,
  type Actor,
  type UserDecision,
} from '../../domain/user/user-rules';
import type { SessionStore } from '../auth/session-store';
import { AppError } from '../errors/app-error';
import type { UserListQuery, UserRepository } from '../ports/user-repository.port';

export interface UserUseCases {
  list(query: UserListQuery, signal?: AbortSignal): Promise<ListPage<UserRecord>>;
  listAll(signal?: AbortSignal): Promise<readonly UserRecord[]>;
  /** The record, or a 'not-found' AppError the screen shows (the original only logged it). */
  get(id: string, signal?: AbortSignal): Promise<UserRecord>;
  findByAuthId(authId: string, signal?: AbortSignal): Promise<UserRecord | null>;
  create(input: NewUser, requestId?: string): Promise<UserRecord>;
  edit(id: string, edit: UserEdit): Promise<UserRecord>;
  /** What removing this user will do: delete, or deactivate when they have history. */
  removalMode(id: string, signal?: AbortSignal): Promise<'delete' | 'deactivate'>;
  remove(id: string): Promise<'deleted' | 'deactivated'>;
}

function actorOf(session: SessionStore): Actor {
  const current = session.current();
  if (!current) throw new AppError('unauthorized', 'Not signed in');
  return { userId: current.userId, role: current.role };
}

function enforce(decision: UserDecision): void {
  if (decision === 'ok') return;
  if (decision === 'notAdmin') throw new AppError('forbidden', 'Only admins manage users');
  const field = decision === 'ownRole' ? 'rule' : decision === 'ownStatus' ? 'status' : 'id';
  throw new AppError('validation', decision, { fieldErrors: { [field]: decision } });
}

function invalid(errors: Readonly<Partial<Record<string, string>>>): void {
  if (hasErrors(errors))
    throw new AppError('validation', 'Invalid user', { fieldErrors: errors as Record<string, string> });
}

export function makeUserUseCases(deps: { users: UserRepository; session: SessionStore }): UserUseCases {
  const { users, session } = deps;
  const get = async (id: string, signal?: AbortSignal): Promise<UserRecord> => {
    const found = await users.findById(id, signal);
    if (!found) throw new AppError('not-found', 'No such user', { status: 404 });
    return found;
  };
  return {
    list: (query, signal) => users.list(query, signal),
    listAll: (signal) => users.listAll(signal),
    get,
    findByAuthId: (authId, signal) => users.findByAuthId(authId, signal),
    async create(input, requestId) {
      enforce(canCreateUser(actorOf(session)));
      invalid(validateNewUser(input));
      return users.create(input, requestId ? { requestId } : {});
    },
    async edit(id, edit) {
      const before = await get(id);
      enforce(canEditUser(actorOf(session), before, edit));
      invalid(validateUserEdit(edit));
      return users.replace(id, applyUserEdit(before, edit));
    },
    async removalMode(id, signal) {
      return deletionMode(await users.hasHistory(id, signal));
    },
    async remove(id) {
      const record = await get(id);
      enforce(canDeleteUser(actorOf(session), record));
      if (deletionMode(await users.hasHistory(id)) === 'deactivate') {
        await users.replace(id, applyUserEdit(record, { name: record.name, rule: record.rule, status: 'inactive' }));
        return 'deactivated';
      }
      await users.remove(id);
      return 'deleted';
    },
  };
}
