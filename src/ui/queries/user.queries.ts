import { queryOptions } from '@tanstack/react-query';
import type { UserListQuery } from '../../application/ports/user-repository.port';
import type { UserUseCases } from '../../application/users/user.use-cases';
import type { UserRecord } from '../../domain/user/user-record';
import { recordKeys } from './record-keys';
import { recordQueries } from './record-queries';

export const userKeys = recordKeys('users');

/** Staff users as server state: every read and write goes through `useCases.users`. */
export const userQueries = {
  ...recordQueries<UserListQuery, UserRecord>(userKeys),
  /** Whether removing deletes or deactivates: asked each time the dialog opens (history changes). */
  removalMode: (users: UserUseCases, id: string) =>
    queryOptions({
      queryKey: [...userKeys.detail(id), 'removal'],
      queryFn: ({ signal }) => users.removalMode(id, signal),
      staleTime: 0,
    }),
};
