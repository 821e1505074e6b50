import { createFileRoute } from '@tanstack/react-router';
import { ListedUserViewPage } from '../../../../../features/demo/listed-users/listed-user-view-page';
import { listedUserSearch } from '../../../../../features/demo/listed-users/listed-user-search';
import { listedUserQueries } from '../../../../../features/demo/listed-users/listed-users.queries';
import { ensureForScreen } from '../../../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/(demo)/app/user/view')({
  validateSearch: listedUserSearch,
  // The loader travels with the screen in its lazy chunk: the demo's data code stays out of the eager bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => ensureForScreen(context.queryClient, listedUserQueries.all(context.useCases.demo.samples)),
  component: function UserRoute() {
    const { id } = Route.useSearch();
    return <ListedUserViewPage id={id} />;
  },
});
