import { createFileRoute } from '@tanstack/react-router';
import { UserViewPage } from '../../../features/users/user-view-page';

export const Route = createFileRoute('/_app/user/$id')({
  component: UserViewRoute,
});

function UserViewRoute() {
  const { id } = Route.useParams();
  return <UserViewPage id={id} />;
}
