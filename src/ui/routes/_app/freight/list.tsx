import { createFileRoute } from '@tanstack/react-router';
import { FreightListPage } from '../../../features/freight/list/freight-list-page';
import { FREIGHT_LIST, freightQueryOf } from '../../../features/freight/list/freight-list-spec';
import { useListRouteSearch } from '../../../components/list-view/use-list-route-search';
import { ensureForScreen } from '../../../queries/ensure-for-screen';
import { freightQueries } from '../../../queries/freight.queries';

export const Route = createFileRoute('/_app/freight/list')({
  validateSearch: FREIGHT_LIST.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    ensureForScreen(context.queryClient, freightQueries.list(context.useCases.freight, freightQueryOf(deps))),
  component: function FreightListRoute() {
    return <FreightListPage {...useListRouteSearch(Route)} />;
  },
});
