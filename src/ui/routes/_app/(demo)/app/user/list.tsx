import { createFileRoute } from '@tanstack/react-router';
import { ListedUserListPage } from '../../../../../features/demo/listed-users/listed-user-list-page';
import { loadListedUsers } from '../../../../../features/demo/listed-users/listed-users.queries';

export const Route = createFileRoute('/_app/(demo)/app/user/list')({
  // The loader travels with the screen in its lazy chunk: the demo's data code stays out of the eager bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: loadListedUsers,
  component: ListedUserListPage,
});
