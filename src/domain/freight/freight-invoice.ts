import { isInvoiceLocked } from './freight-lifecycle';
import type { FreightStatus } from './freight-options';
import type { FreightRecord } from './freight-record';

/**
 * Which invoice a shipment prints. Booked and later shipments print the final invoice, with the number and date
 * booking gave it. A draft prints marked as a draft, or, when asked, as a proforma invoice: numbered with the
 * shipment's reference, dated the day it is printed, saying it is not the final commercial invoice.
 */
export type InvoiceKind = 'final' | 'draft' | 'proforma';

/** What the person asked to print: the invoice as the status gives it, or a draft as a proforma invoice. */
export type InvoicePrintChoice = 'invoice' | 'proforma';

export interface InvoiceHeading {
  readonly kind: InvoiceKind;
  readonly number: string;
  /** YYYY-MM-DD. */
  readonly date: string;
}

/** Only a draft may be printed as a proforma invoice (a cancelled shipment has nothing to offer). */
export function canPrintProforma(status: FreightStatus): boolean {
  return status === 'draft';
}

function hasFinalInvoice(status: FreightStatus): boolean {
  return isInvoiceLocked(status) && status !== 'cancelled';
}

/** The kind, number and date printed at the head of the invoice; `today` is the day of printing. */
export function invoiceHeading(record: FreightRecord, choice: InvoicePrintChoice, today: string): InvoiceHeading {
  if (choice === 'proforma' && canPrintProforma(record.status)) {
    return { kind: 'proforma', number: record.reference, date: today };
  }
  return {
    kind: hasFinalInvoice(record.status) ? 'final' : 'draft',
    number: record.invoiceNumber ?? record.reference,
    date: record.invoiceDate ?? record.shipDate ?? record.audit.createdAt.slice(0, 10),
  };
}
