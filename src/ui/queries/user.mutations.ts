import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { NewUser, UserEdit, UserRecord } from '../../domain/user/user-record';
import type { UserUseCases } from '../../application/users/user.use-cases';
import { cacheSavedRecord, forgetRemovedRecord } from './record-cache';
import { userKeys } from './user.queries';

export type UserSave =
  | { readonly id: null; readonly input: NewUser; readonly requestId: string }
  | { readonly id: string; readonly edit: UserEdit; readonly expectedUpdatedAt?: string };

/** Writes to users: each keeps the cache in step with what the server answered. */
export const userMutations = {
  save: (client: QueryClient, users: UserUseCases) =>
    mutationOptions({
      mutationFn: (save: UserSave) =>
        save.id === null
          ? users.create(save.input, save.requestId)
          : users.edit(save.id, save.edit, save.expectedUpdatedAt ? { expectedUpdatedAt: save.expectedUpdatedAt } : {}),
      onSuccess: (saved: UserRecord) => cacheSavedRecord(client, userKeys, saved),
    }),
  remove: (client: QueryClient, users: UserUseCases) =>
    mutationOptions({
      mutationFn: (id: string) => users.remove(id),
      onSuccess: (done: 'deleted' | 'deactivated', id: string) =>
        done === 'deleted'
          ? forgetRemovedRecord(client, userKeys, id)
          : // A deactivated user stays, with another status: their record is asked again when next shown.
            client.invalidateQueries({ queryKey: userKeys.all }),
    }),
  /** A pending registration becomes an active user. */
  approve: (client: QueryClient, users: UserUseCases) =>
    mutationOptions({
      mutationFn: (id: string) => users.approve(id),
      onSuccess: (approved: UserRecord) => cacheSavedRecord(client, userKeys, approved),
    }),
  /** A pending registration is deleted with its account. */
  refuse: (client: QueryClient, users: UserUseCases) =>
    mutationOptions({
      mutationFn: (id: string) => users.refuse(id),
      onSuccess: (_: void, id: string) => forgetRemovedRecord(client, userKeys, id),
    }),
};
