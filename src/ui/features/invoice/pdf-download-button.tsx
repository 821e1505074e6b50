import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PrintedDocument } from '../../../application/ports/document-pdf.port';
import { useUseCases } from '../../app-context';
import { downloadText } from '../../components/download-file';
import { notifyFailed } from '../../components/notify-outcome';

/** What the toolbar's PDF button saves: the document as laid out on the page, and the file's name. */
export interface PdfDownload {
  readonly document: () => PrintedDocument;
  readonly fileName: string;
}

/**
 * Saves the document on the page as a PDF file. The writer comes with the first click (its own chunk), so the button
 * shows it is working until the file is saved, and says why when it could not be made.
 */
export function PdfDownloadButton({ pdf }: { pdf: PdfDownload }) {
  const useCases = useUseCases();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const bytes = await useCases.documents.pdf(pdf.document());
      downloadText(pdf.fileName, new Uint8Array(bytes), 'application/pdf');
    } catch (error) {
      notifyFailed(intl, intl.formatMessage({ id: 'invoice.pdf.failed' }), error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={busy}
      aria-busy={busy}
      onClick={() => void download()}
    >
      <FormattedMessage id="invoice.pdf.download" />
    </Button>
  );
}
