import { createFileRoute } from '@tanstack/react-router';
import { FreightDetailPage } from '../../../../features/freight/detail/freight-detail-page';

export const Route = createFileRoute('/_app/freight/$id/')({
  component: FreightDetailRoute,
});

function FreightDetailRoute() {
  const { id } = Route.useParams();
  return <FreightDetailPage id={id} />;
}
