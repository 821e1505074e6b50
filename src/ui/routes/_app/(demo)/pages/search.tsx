import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../../../../features/demo/main-search/search-page';
import { mainSearchQueries } from '../../../../features/demo/main-search/main-search.queries';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/(demo)/pages/search')({
  validateSearch: (search: Record<string, unknown>): { q: string } => ({
    q: typeof search.q === 'string' ? search.q.slice(0, 200) : '',
  }),
  // The loader travels with the screen in its lazy chunk: the demo's data code stays out of the eager bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) =>
    ensureForScreen(context.queryClient, mainSearchQueries.groups(context.useCases.demo.mainSearch)),
  component: function SearchRoute() {
    const { q } = Route.useSearch();
    return <SearchPage q={q} />;
  },
});
