import { createFileRoute } from '@tanstack/react-router';
import { FreightFormPage } from '../../../features/freight/form/freight-form-page';
import { ensureForScreen } from '../../../queries/ensure-for-screen';
import { freightQueries } from '../../../queries/freight.queries';

/** `from`: the shipment to duplicate. */
export const Route = createFileRoute('/_app/freight/new')({
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    typeof search.from === 'string' && search.from !== '' ? { from: search.from } : {},
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: ({ context, deps }) =>
    deps.from ? ensureForScreen(context.queryClient, freightQueries.detail(context.useCases.freight, deps.from)) : null,
  component: FreightNewRoute,
});

function FreightNewRoute() {
  const { from } = Route.useSearch();
  return <FreightFormPage {...(from ? { from } : {})} />;
}
