import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../../../../features/demo/pages/search-page';

export const Route = createFileRoute('/_app/(demo)/pages/search')({
  validateSearch: (search: Record<string, unknown>): { q: string } => ({
    q: typeof search.q === 'string' ? search.q.slice(0, 200) : '',
  }),
  component: function SearchRoute() {
    const { q } = Route.useSearch();
    return <SearchPage q={q} />;
  },
});
