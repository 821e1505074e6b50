import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage } from '../../../../features/users/user-form-page';
import { recordLoader } from '../../../../queries/ensure-for-screen';
import { userQueries } from '../../../../queries/user.queries';

// /user/edit/... (not /user/$id/edit): route-access already maps the /user/edit prefix to 'users.manage'.
export const Route = createFileRoute('/_app/user/edit/$id')({
  loader: recordLoader((useCases, id) => userQueries.detail(useCases.users, id)),
  component: function UserEditRoute() {
    return <UserFormPage id={Route.useParams().id} />;
  },
});
