import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage } from '../../../../features/users/user-form-page';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';
import { userQueries } from '../../../../queries/user.queries';

// /user/edit/... (not /user/$id/edit): route-access already maps the /user/edit prefix to 'users.manage'.
export const Route = createFileRoute('/_app/user/edit/$id')({
  loader: ({ context, params }) =>
    ensureForScreen(context.queryClient, userQueries.detail(context.useCases.users, params.id)),
  component: UserEditRoute,
});

function UserEditRoute() {
  const { id } = Route.useParams();
  return <UserFormPage id={id} />;
}
