import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InvoicePrintChoice } from '../../../domain/freight/freight-invoice';
import type { DocumentLanguage } from '../../../domain/freight/freight-labels';
import { PdfDownloadButton, type PdfDownload } from './pdf-download-button';

/** Print, save as PDF, language and (for a draft) which document to print, above the sheet; hidden when printing. */
export function InvoiceToolbar({
  language,
  onLanguage,
  choice,
  onChoice,
  pdf,
  children,
}: {
  language: DocumentLanguage;
  onLanguage: (l: DocumentLanguage) => void;
  /** Offered only where the shipment may be printed as a proforma invoice. */
  choice?: InvoicePrintChoice;
  onChoice?: (choice: InvoicePrintChoice) => void;
  /** The document on the page, offered as a PDF file. */
  pdf?: PdfDownload;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Group className="fd-invoice-toolbar" justify="space-between" mb="md">
      <Group gap="xs">{children}</Group>
      <Group gap="xs">
        {choice && onChoice ? (
          <SegmentedControl
            aria-label={intl.formatMessage({ id: 'invoice.printAs' })}
            value={choice}
            onChange={(v) => onChoice(v === 'proforma' ? 'proforma' : 'invoice')}
            data={[
              { value: 'invoice', label: intl.formatMessage({ id: 'invoice.printAs.invoice' }) },
              { value: 'proforma', label: intl.formatMessage({ id: 'invoice.printAs.proforma' }) },
            ]}
          />
        ) : null}
        <SegmentedControl
          aria-label={intl.formatMessage({ id: 'invoice.language' })}
          value={language}
          onChange={(v) => onLanguage(v === 'pt' ? 'pt' : 'en')}
          data={[
            { value: 'en', label: 'English' },
            { value: 'pt', label: 'Português' },
          ]}
        />
        {pdf ? <PdfDownloadButton pdf={pdf} /> : null}
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          <FormattedMessage id="invoice.print" />
        </Button>
      </Group>
    </Group>
  );
}
