import { createFileRoute } from '@tanstack/react-router';
import { FreightFormPage } from '../../../../features/freight/form/freight-form-page';
import { recordLoader } from '../../../../queries/ensure-for-screen';
import { freightQueries } from '../../../../queries/freight.queries';

export const Route = createFileRoute('/_app/freight/$id/edit')({
  loader: recordLoader((useCases, id) => freightQueries.detail(useCases.freight, id)),
  component: function FreightEditRoute() {
    return <FreightFormPage id={Route.useParams().id} />;
  },
});
