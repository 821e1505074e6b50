import { createFileRoute } from '@tanstack/react-router';
import { UserListPage } from '../../../features/users/user-list-page';
import { USER_LIST } from '../../../features/users/user-list-spec';
import { useListRouteSearch } from '../../../components/list-view/use-list-route-search';
import { listRouteOptions } from '../../../queries/ensure-for-screen';
import { userQueries } from '../../../queries/user.queries';

export const Route = createFileRoute('/_app/user/list')({
  ...listRouteOptions(USER_LIST, (useCases, search) => userQueries.list(useCases.users, USER_LIST.toQuery(search))),
  component: function UserListRoute() {
    return <UserListPage {...useListRouteSearch(Route)} />;
  },
});
