import { createFileRoute } from '@tanstack/react-router';
import { FreightPackingListPage } from '../../../../features/invoice/freight-packing-list-page';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';
import { freightQueries } from '../../../../queries/freight.queries';

/** The printable packing list: English unless `lang=pt` asks for Portuguese. */
export const Route = createFileRoute('/_app/freight/$id/packing-list')({
  validateSearch: (search: Record<string, unknown>): { lang: 'en' | 'pt' } => ({
    lang: search.lang === 'pt' ? 'pt' : 'en',
  }),
  loader: ({ context, params }) =>
    ensureForScreen(context.queryClient, freightQueries.detail(context.useCases.freight, params.id)),
  component: FreightPackingListRoute,
});

function FreightPackingListRoute() {
  const { id } = Route.useParams();
  const { lang } = Route.useSearch();
  return <FreightPackingListPage id={id} language={lang} />;
}
