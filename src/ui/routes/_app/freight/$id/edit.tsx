import { createFileRoute } from '@tanstack/react-router';
import { FreightFormPage } from '../../../../features/freight/form/freight-form-page';

export const Route = createFileRoute('/_app/freight/$id/edit')({
  component: FreightEditRoute,
});

function FreightEditRoute() {
  const { id } = Route.useParams();
  return <FreightFormPage id={id} />;
}
