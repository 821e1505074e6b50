import { createFileRoute } from '@tanstack/react-router';
import { ListedUserEditPage } from '../../../../../features/demo/listed-users/listed-user-edit-page';
import { listedUserSearch } from '../../../../../features/demo/listed-users/listed-user-search';
import { loadListedUsers } from '../../../../../features/demo/listed-users/listed-users.queries';

export const Route = createFileRoute('/_app/(demo)/app/user/edit')({
  validateSearch: listedUserSearch,
  // The loader travels with the screen in its lazy chunk: the demo's data code stays out of the eager bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: loadListedUsers,
  component: ListedUserEditPage,
});
