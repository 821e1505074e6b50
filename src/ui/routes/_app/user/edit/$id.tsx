import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage } from '../../../../features/users/user-form-page';

// /user/edit/... (not /user/$id/edit): route-access already maps the /user/edit prefix to 'users.manage'.
export const Route = createFileRoute('/_app/user/edit/$id')({
  component: UserEditRoute,
});

function UserEditRoute() {
  const { id } = Route.useParams();
  return <UserFormPage id={id} />;
}
