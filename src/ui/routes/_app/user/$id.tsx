import { createFileRoute } from '@tanstack/react-router';
import { UserViewPage } from '../../../features/users/user-view-page';
import { recordLoader } from '../../../queries/ensure-for-screen';
import { userQueries } from '../../../queries/user.queries';

export const Route = createFileRoute('/_app/user/$id')({
  loader: recordLoader((useCases, id) => userQueries.detail(useCases.users, id)),
  component: function UserViewRoute() {
    return <UserViewPage id={Route.useParams().id} />;
  },
});
