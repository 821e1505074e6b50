import type { DutiesAndTaxes, ExportReason, InvoiceType, LineUnit, PaymentTerms } from './freight-options';
import NAMES from './freight-labels.json' with { type: 'json' };

/**
 * English and Portuguese names of the invoice vocabularies (freight-labels.json, one object a vocabulary). They
 * live beside the codes, not in the UI catalogues, because the printed invoice is in English (or Portuguese on
 * request) whatever language the screen is in. Each table is typed by its code union, so a code without a name
 * does not compile.
 */
export type DocumentLanguage = 'en' | 'pt';
type Names<K extends string> = Readonly<Record<K, { readonly en: string; readonly pt: string }>>;

export const INVOICE_TYPE_NAMES: Names<InvoiceType> = NAMES.invoiceType;
export const PAYMENT_TERMS_NAMES: Names<PaymentTerms> = NAMES.paymentTerms;
export const EXPORT_REASON_NAMES: Names<ExportReason> = NAMES.exportReason;
export const DUTIES_NAMES: Names<DutiesAndTaxes> = NAMES.duties;
export const UNIT_NAMES: Names<LineUnit> = NAMES.unit;
