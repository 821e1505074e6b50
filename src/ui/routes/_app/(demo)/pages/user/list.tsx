import { createFileRoute } from '@tanstack/react-router';
import { UserListPage } from '../../../../features/user-demo/user-list-page';

export const Route = createFileRoute('/_app/pages/user/list')({
  component: UserListPage,
});
