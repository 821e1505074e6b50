import { createFileRoute } from '@tanstack/react-router';
import { ListedUserListPage } from '../../../../../features/demo/listed-users/listed-user-list-page';

export const Route = createFileRoute('/_app/(demo)/pages/user/list')({
  component: ListedUserListPage,
});
