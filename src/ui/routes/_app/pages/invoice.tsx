import { createFileRoute } from '@tanstack/react-router';
import { combineCatalogs, FeatureIntl } from '../../../components/feature-intl';
import { ExampleInvoicePage } from '../../../features/invoice/example-invoice-page';
import { messages as freight } from '../../../features/freight/messages';
import { messages as invoice } from '../../../features/invoice/messages';

const texts = combineCatalogs(invoice, freight);

export const Route = createFileRoute('/_app/pages/invoice')({
  validateSearch: (search: Record<string, unknown>): { lang: 'en' | 'pt' } => ({
    lang: search.lang === 'pt' ? 'pt' : 'en',
  }),
  component: ExampleInvoiceRoute,
});

function ExampleInvoiceRoute() {
  const { lang } = Route.useSearch();
  return (
    <FeatureIntl messages={texts}>
      <ExampleInvoicePage language={lang} />
    </FeatureIntl>
  );
}
