import { isInvoiceLocked } from './freight-edit-rules';
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

/**
 * The kind, number and date printed at the head of the invoice. `proformaOn` is the day of printing when a draft is
 * asked for as a proforma invoice; without it (or for any other status) the invoice prints as its status gives.
 */
export function invoiceHeading(record: FreightRecord, proformaOn?: string): InvoiceHeading {
  if (proformaOn !== undefined && canPrintProforma(record.status)) {
    return { kind: 'proforma', number: record.reference, date: proformaOn };
  }
  return {
    kind: hasFinalInvoice(record.status) ? 'final' : 'draft',
    number: record.invoiceNumber ?? record.reference,
    date: record.invoiceDate ?? record.shipDate ?? record.audit.createdAt.slice(0, 10),
  };
}
