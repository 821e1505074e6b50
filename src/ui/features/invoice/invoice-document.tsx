import type { PrintedDocument } from '../../../application/ports/document-pdf.port';
import { PrintedSheet } from './document-parts';

/**
 * The printable A4 invoice of a shipment (document-model.ts, invoiceModel): the final invoice once booked, a draft
 * marked as such, or a draft printed as a proforma invoice.
 */
export function InvoiceDocument({ document }: { document: PrintedDocument }) {
  return <PrintedSheet document={document} testId="invoice-document" testIdPrefix="invoice" />;
}
