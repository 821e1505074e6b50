import { createFileRoute } from '@tanstack/react-router';
import { FreightFormPage } from '../../../features/freight/form/freight-form-page';

/** `from`: the shipment to duplicate. */
export const Route = createFileRoute('/_app/freight/new')({
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    typeof search.from === 'string' && search.from !== '' ? { from: search.from } : {},
  component: FreightNewRoute,
});

function FreightNewRoute() {
  const { from } = Route.useSearch();
  return <FreightFormPage {...(from ? { from } : {})} />;
}
