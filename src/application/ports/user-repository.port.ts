import type { UserSortField } from '../../domain/user/user-list';
import type { NewUser, UserFields, UserRecord } from '../../domain/user/user-record';
import type { ListPage, ListQuery } from '../../domain/shared/list-query';

export type UserListFilter = 'rule' | 'status';
export type UserListQuery = ListQuery<UserSortField, UserListFilter>;

/**
 * Staff user records with the spec's section 7 semantics. Lookups answer null for "nothing found"
 * (the original only logged it); every other failure is an AppError the UI shows.
 */
export interface UserRepository {
  findByAuthId(authId: string, signal?: AbortSignal): Promise<UserRecord | null>;
  findById(id: string, signal?: AbortSignal): Promise<UserRecord | null>;
  /** Every record with its id. */
  listAll(signal?: AbortSignal): Promise<readonly UserRecord[]>;
  list(query: UserListQuery, signal?: AbortSignal): Promise<ListPage<UserRecord>>;
  /** Creates the sign-in account, then the record with status active; 'conflict' + fieldErrors.email when taken. */
  create(input: NewUser, options?: { readonly requestId?: string }): Promise<UserRecord>;
  /** Replaces the whole record at `id`. */
  replace(id: string, fields: UserFields): Promise<UserRecord>;
  remove(id: string): Promise<void>;
  /** Whether the user created or changed freight records (then they are deactivated, not deleted). */
  hasHistory(id: string, signal?: AbortSignal): Promise<boolean>;
}
