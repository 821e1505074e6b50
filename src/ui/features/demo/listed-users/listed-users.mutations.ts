import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { DemoSamplesUseCases } from '../../../../application/demo/demo-samples.use-cases';
import type { ListedUser } from '../../../../domain/demo/listed-users/listed-user.types';
import type { ListedUserEdit } from '../../../../domain/demo/listed-users/listed-user-filter';
import { listedUsersKey } from './listed-users.queries';

/** Writes to the demo users: the user the server saved replaces the cached one, so no screen asks again. */
export const listedUserMutations = {
  update: (client: QueryClient, samples: DemoSamplesUseCases) =>
    mutationOptions({
      mutationFn: ({ id, edit }: { id: number; edit: ListedUserEdit }) => samples.updateListedUser(id, edit),
      onSuccess: (saved: ListedUser) =>
        client.setQueryData<ListedUser[]>(listedUsersKey, (users) =>
          users?.map((user) => (user.id === saved.id ? saved : user)),
        ),
    }),
};
