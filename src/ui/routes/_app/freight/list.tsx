import { createFileRoute } from '@tanstack/react-router';
import { FreightListPage } from '../../../features/freight/list/freight-list-page';
import { FREIGHT_LIST, freightQueryOf } from '../../../features/freight/list/freight-list-spec';
import { useListRouteSearch } from '../../../components/list-view/use-list-route-search';
import { listRouteOptions } from '../../../queries/ensure-for-screen';
import { freightQueries } from '../../../queries/freight.queries';

export const Route = createFileRoute('/_app/freight/list')({
  ...listRouteOptions(FREIGHT_LIST, (useCases, search) =>
    freightQueries.rows(useCases.freight, freightQueryOf(search)),
  ),
  component: function FreightListRoute() {
    return <FreightListPage {...useListRouteSearch(Route)} />;
  },
});
