import type { PrintedDocument } from '../../../application/ports/document-pdf.port';
import { PrintedSheet } from './document-parts';

/** The printable A4 packing list of a shipment (document-model.ts, packingListModel), beside its invoice. */
export function PackingListDocument({ document }: { document: PrintedDocument }) {
  return <PrintedSheet document={document} testId="packing-list-document" testIdPrefix="packing" />;
}
