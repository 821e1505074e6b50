import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { DocumentLanguage } from '../../../domain/freight/freight-labels';
import { useUseCases } from '../../app-context';
import { QueryView } from '../../components/query-view';
import { AnchorLink } from '../../components/router-links';
import { freightQueries } from '../../queries/freight.queries';
import { InvoiceToolbar } from './invoice-toolbar';
import { PackingListDocument } from './packing-list-document';

/** A shipment's printable packing list, in the language of the URL, beside its invoice. */
export function FreightPackingListPage({ id, language }: { id: string; language: DocumentLanguage }) {
  const { freight } = useUseCases();
  const navigate = useNavigate();
  const shipment = useQuery(freightQueries.detail(freight, id));
  return (
    <QueryView query={shipment}>
      {(record) => (
        <>
          <InvoiceToolbar
            language={language}
            onLanguage={(lang) => void navigate({ to: '/freight/$id/packing-list', params: { id }, search: { lang } })}
          >
            <AnchorLink to="/freight/$id" params={{ id }}>
              <FormattedMessage id="invoice.back" />
            </AnchorLink>
            <AnchorLink to="/freight/$id/invoice" params={{ id }} search={{ lang: language }}>
              <FormattedMessage id="invoice.commercialInvoice" />
            </AnchorLink>
          </InvoiceToolbar>
          <div className="fd-document-scroll">
            <PackingListDocument record={record} language={language} />
          </div>
        </>
      )}
    </QueryView>
  );
}
