import { createFileRoute } from '@tanstack/react-router';
import { FreightDetailPage } from '../../../../features/freight/detail/freight-detail-page';
import { recordLoader } from '../../../../queries/ensure-for-screen';
import { freightQueries } from '../../../../queries/freight.queries';

export const Route = createFileRoute('/_app/freight/$id/')({
  loader: recordLoader((useCases, id) => freightQueries.detail(useCases.freight, id)),
  component: function FreightDetailRoute() {
    return <FreightDetailPage id={Route.useParams().id} />;
  },
});
