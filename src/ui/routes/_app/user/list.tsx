import { createFileRoute } from '@tanstack/react-router';
import { UserListPage } from '../../../features/users/user-list-page';
import { USER_LIST } from '../../../features/users/user-list-spec';
import { useListRouteSearch } from '../../../components/list-view/use-list-route-search';
import { ensureForScreen } from '../../../queries/ensure-for-screen';
import { userQueries } from '../../../queries/user.queries';

export const Route = createFileRoute('/_app/user/list')({
  validateSearch: USER_LIST.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    ensureForScreen(context.queryClient, userQueries.list(context.useCases.users, USER_LIST.toQuery(deps))),
  component: function UserListRoute() {
    return <UserListPage {...useListRouteSearch(Route)} />;
  },
});
