import { createFileRoute } from '@tanstack/react-router';
import { listSearchValidator } from '../../../components/list-view/list-search';
import { UserListPage } from '../../../features/users/user-list-page';
import { USER_LIST_SPEC } from '../../../features/users/user-list-spec';

export const Route = createFileRoute('/_app/user/list')({
  validateSearch: listSearchValidator(USER_LIST_SPEC),
  component: UserListRoute,
});

function UserListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UserListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
