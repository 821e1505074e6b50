import { createFileRoute } from '@tanstack/react-router';
import { FreightDetailPage } from '../../../../features/freight/detail/freight-detail-page';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';
import { freightQueries } from '../../../../queries/freight.queries';

export const Route = createFileRoute('/_app/freight/$id/')({
  loader: ({ context, params }) =>
    ensureForScreen(context.queryClient, freightQueries.detail(context.useCases.freight, params.id)),
  component: FreightDetailRoute,
});

function FreightDetailRoute() {
  const { id } = Route.useParams();
  return <FreightDetailPage id={id} />;
}
