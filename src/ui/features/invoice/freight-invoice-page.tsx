import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { canPrintProforma, type InvoicePrintChoice } from '../../../domain/freight/freight-invoice';
import type { DocumentLanguage } from '../../../domain/freight/freight-labels';
import { useUseCases } from '../../app-context';
import { QueryView } from '../../components/query-view';
import { AnchorLink } from '../../components/router-links';
import { freightQueries } from '../../queries/freight.queries';
import { InvoiceDocument } from './invoice-document';
import { InvoiceToolbar } from './invoice-toolbar';

/**
 * A shipment's printable invoice. A draft may be printed as a proforma invoice instead; the choice, like the
 * language, is in the URL, so a reload or a shared link prints the same document.
 */
export function FreightInvoicePage({
  id,
  language,
  choice,
}: {
  id: string;
  language: DocumentLanguage;
  choice: InvoicePrintChoice;
}) {
  const { freight } = useUseCases();
  const navigate = useNavigate();
  const shipment = useQuery(freightQueries.detail(freight, id));
  const open = (lang: DocumentLanguage, print: InvoicePrintChoice) =>
    void navigate({
      to: '/freight/$id/invoice',
      params: { id },
      search: { lang, ...(print === 'proforma' ? { print } : {}) },
    });
  return (
    <QueryView query={shipment}>
      {(record) => (
        <>
          <InvoiceToolbar
            language={language}
            onLanguage={(lang) => open(lang, choice)}
            {...(canPrintProforma(record.status) ? { choice, onChoice: (next) => open(language, next) } : {})}
          >
            <AnchorLink to="/freight/$id" params={{ id }}>
              <FormattedMessage id="invoice.back" />
            </AnchorLink>
            {(record.packingList ?? []).length > 0 ? (
              <AnchorLink to="/freight/$id/packing-list" params={{ id }} search={{ lang: language }}>
                <FormattedMessage id="invoice.packingList" />
              </AnchorLink>
            ) : null}
          </InvoiceToolbar>
          <div className="fd-document-scroll">
            <InvoiceDocument
              record={record}
              language={language}
              {...(choice === 'proforma' ? { proformaOn: freight.today() } : {})}
            />
          </div>
        </>
      )}
    </QueryView>
  );
}
