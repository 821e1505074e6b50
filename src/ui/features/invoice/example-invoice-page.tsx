import { Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DocumentLanguage } from '../../../domain/freight/freight-labels';
import { invoiceModel, pdfFileName } from './document-model';
import { exampleInvoiceRecord } from './example-invoice-record';
import { InvoiceDocument } from './invoice-document';
import { InvoiceToolbar } from './invoice-toolbar';

/** The template route /pages/invoice: the invoice layout filled with a fixed example shipment. */
export function ExampleInvoicePage({ language }: { language: DocumentLanguage }) {
  const navigate = useNavigate();
  const document = useMemo(() => invoiceModel(exampleInvoiceRecord, language), [language]);
  return (
    <>
      <InvoiceToolbar
        language={language}
        onLanguage={(lang) => void navigate({ to: '/pages/invoice', search: { lang } })}
        pdf={{ document: () => document, fileName: pdfFileName('invoice', exampleInvoiceRecord.reference) }}
      >
        <Title order={1} size="h3">
          <FormattedMessage id="invoice.example" />
        </Title>
      </InvoiceToolbar>
      <InvoiceDocument document={document} />
    </>
  );
}
