import { createFileRoute } from '@tanstack/react-router';
import { UserListPage } from '../../../features/users/user-list-page';
import { USER_LIST } from '../../../features/users/user-list-spec';
import { ensureForScreen } from '../../../queries/ensure-for-screen';
import { userQueries } from '../../../queries/user.queries';

export const Route = createFileRoute('/_app/user/list')({
  validateSearch: USER_LIST.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    ensureForScreen(context.queryClient, userQueries.list(context.useCases.users, USER_LIST.toQuery(deps))),
  component: UserListRoute,
});

function UserListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UserListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
