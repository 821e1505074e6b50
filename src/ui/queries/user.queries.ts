import { queryOptions } from '@tanstack/react-query';
import type { UserListQuery } from '../../application/ports/user-repository.port';
import type { UserUseCases } from '../../application/users/user.use-cases';
import { recordKeys } from './record-keys';

export const userKeys = recordKeys('users');

/** Staff users as server state: every read and write goes through `useCases.users`. */
export const userQueries = {
  list: (users: UserUseCases, query: UserListQuery) =>
    queryOptions({ queryKey: userKeys.list(query), queryFn: ({ signal }) => users.list(query, signal) }),
  detail: (users: UserUseCases, id: string) =>
    queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => users.get(id, signal) }),
  /** Whether removing deletes or deactivates: asked each time the dialog opens (history changes). */
  removalMode: (users: UserUseCases, id: string) =>
    queryOptions({
      queryKey: [...userKeys.detail(id), 'removal'],
      queryFn: ({ signal }) => users.removalMode(id, signal),
      staleTime: 0,
    }),
};
