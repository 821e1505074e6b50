import { createFileRoute } from '@tanstack/react-router';
import { FreightInvoicePage } from '../../../../features/invoice/freight-invoice-page';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';
import { freightQueries } from '../../../../queries/freight.queries';

/**
 * The printable commercial invoice: English unless `lang=pt` asks for Portuguese; `print=proforma` prints a draft as
 * a proforma invoice.
 */
export const Route = createFileRoute('/_app/freight/$id/invoice')({
  validateSearch: (search: Record<string, unknown>): { lang: 'en' | 'pt'; print?: 'proforma' } => ({
    lang: search.lang === 'pt' ? 'pt' : 'en',
    ...(search.print === 'proforma' ? { print: 'proforma' as const } : {}),
  }),
  loader: ({ context, params }) =>
    ensureForScreen(context.queryClient, freightQueries.detail(context.useCases.freight, params.id)),
  component: FreightInvoiceRoute,
});

function FreightInvoiceRoute() {
  const { id } = Route.useParams();
  const { lang, print } = Route.useSearch();
  return <FreightInvoicePage id={id} language={lang} choice={print ?? 'invoice'} />;
}
