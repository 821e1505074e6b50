import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { canPrintProforma, invoiceHeading, type InvoicePrintChoice } from '../../../domain/freight/freight-invoice';
import type { DocumentLanguage } from '../../../domain/freight/freight-labels';
import type { FreightRecord } from '../../../domain/freight/freight-record';
import { useUseCases } from '../../app-context';
import { QueryView } from '../../components/query-view';
import { AnchorLink } from '../../components/router-links';
import { freightQueries } from '../../queries/freight.queries';
import { invoiceModel, pdfFileName } from './document-model';
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
  const shipment = useQuery(freightQueries.detail(freight, id));
  return (
    <QueryView query={shipment}>
      {(record) => (
        <InvoiceView
          record={record}
          language={language}
          choice={choice}
          {...(choice === 'proforma' ? { proformaOn: freight.today() } : {})}
        />
      )}
    </QueryView>
  );
}

function InvoiceView({
  record,
  language,
  choice,
  proformaOn,
}: {
  record: FreightRecord;
  language: DocumentLanguage;
  choice: InvoicePrintChoice;
  proformaOn?: string;
}) {
  const navigate = useNavigate();
  const id = record.id;
  const open = (lang: DocumentLanguage, print: InvoicePrintChoice) =>
    void navigate({
      to: '/freight/$id/invoice',
      params: { id },
      search: { lang, ...(print === 'proforma' ? { print } : {}) },
    });
  // One model for the sheet on the page and the PDF file, so both say the same.
  const document = useMemo(() => invoiceModel(record, language, proformaOn), [record, language, proformaOn]);
  const heading = invoiceHeading(record, proformaOn);
  return (
    <>
      <InvoiceToolbar
        language={language}
        onLanguage={(lang) => open(lang, choice)}
        {...(canPrintProforma(record.status) ? { choice, onChoice: (next) => open(language, next) } : {})}
        pdf={{
          document: () => document,
          fileName: pdfFileName(heading.kind === 'proforma' ? 'proforma' : 'invoice', heading.number),
        }}
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
        <InvoiceDocument document={document} />
      </div>
    </>
  );
}
