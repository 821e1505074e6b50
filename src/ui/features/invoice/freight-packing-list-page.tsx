import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { invoiceHeading } from '../../../domain/freight/freight-invoice';
import type { DocumentLanguage } from '../../../domain/freight/freight-labels';
import type { FreightRecord } from '../../../domain/freight/freight-record';
import { useUseCases } from '../../app-context';
import { QueryView } from '../../components/query-view';
import { AnchorLink } from '../../components/router-links';
import { freightQueries } from '../../queries/freight.queries';
import { packingListModel, pdfFileName } from './document-model';
import { InvoiceToolbar } from './invoice-toolbar';
import { PackingListDocument } from './packing-list-document';

/** A shipment's printable packing list, in the language of the URL, beside its invoice. */
export function FreightPackingListPage({ id, language }: { id: string; language: DocumentLanguage }) {
  const { freight } = useUseCases();
  const shipment = useQuery(freightQueries.detail(freight, id));
  return <QueryView query={shipment}>{(record) => <PackingListView record={record} language={language} />}</QueryView>;
}

function PackingListView({ record, language }: { record: FreightRecord; language: DocumentLanguage }) {
  const navigate = useNavigate();
  const id = record.id;
  const document = useMemo(() => packingListModel(record, language), [record, language]);
  return (
    <>
      <InvoiceToolbar
        language={language}
        onLanguage={(lang) => void navigate({ to: '/freight/$id/packing-list', params: { id }, search: { lang } })}
        pdf={{ document: () => document, fileName: pdfFileName('packing-list', invoiceHeading(record).number) }}
      >
        <AnchorLink to="/freight/$id" params={{ id }}>
          <FormattedMessage id="invoice.back" />
        </AnchorLink>
        <AnchorLink to="/freight/$id/invoice" params={{ id }} search={{ lang: language }}>
          <FormattedMessage id="invoice.commercialInvoice" />
        </AnchorLink>
      </InvoiceToolbar>
      <div className="fd-document-scroll">
        <PackingListDocument document={document} />
      </div>
    </>
  );
}
