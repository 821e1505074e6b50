import { createFileRoute } from '@tanstack/react-router';
import { UserViewPage } from '../../../features/users/user-view-page';
import { ensureForScreen } from '../../../queries/ensure-for-screen';
import { userQueries } from '../../../queries/user.queries';

export const Route = createFileRoute('/_app/user/$id')({
  loader: ({ context, params }) =>
    ensureForScreen(context.queryClient, userQueries.detail(context.useCases.users, params.id)),
  component: UserViewRoute,
});

function UserViewRoute() {
  const { id } = Route.useParams();
  return <UserViewPage id={id} />;
}
