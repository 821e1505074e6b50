import { createFileRoute } from '@tanstack/react-router';
import { FreightFormPage } from '../../../../features/freight/form/freight-form-page';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';
import { freightQueries } from '../../../../queries/freight.queries';

export const Route = createFileRoute('/_app/freight/$id/edit')({
  loader: ({ context, params }) =>
    ensureForScreen(context.queryClient, freightQueries.detail(context.useCases.freight, params.id)),
  component: FreightEditRoute,
});

function FreightEditRoute() {
  const { id } = Route.useParams();
  return <FreightFormPage id={id} />;
}
