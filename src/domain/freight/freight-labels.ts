import type { DutiesAndTaxes, ExportReason, InvoiceType, LineUnit, PaymentTerms } from './freight-options';

/**
 * English and Portuguese names of the invoice vocabularies. They live beside the codes, not in the
 * UI catalogues, because the printed invoice is in English (or Portuguese on request) whatever
 * language the screen is in.
 */
export type DocumentLanguage = 'en' | 'pt';
type Names<K extends string> = Readonly<Record<K, { readonly en: string; readonly pt: string }>>;

export const INVOICE_TYPE_NAMES: Names<InvoiceType> = {
  commercial: { en: 'Commercial', pt: 'Comercial' },
  proforma: { en: 'Proforma', pt: 'Proforma' },
  sample: { en: 'Sample (no commercial value)', pt: 'Amostra (sem valor comercial)' },
  repair_return: { en: 'Repair / return', pt: 'Reparo / retorno' },
};

export const PAYMENT_TERMS_NAMES: Names<PaymentTerms> = {
  advanced: { en: 'Advanced', pt: 'Antecipado' },
  cash_against_documents: { en: 'Cash against documents', pt: 'Pagamento contra documentos' },
  letter_of_credit: { en: 'Letter of credit', pt: 'Carta de crédito' },
  open_account_30: { en: 'Open account, 30 days', pt: 'Conta aberta, 30 dias' },
  open_account_60: { en: 'Open account, 60 days', pt: 'Conta aberta, 60 dias' },
  consignment: { en: 'Consignment', pt: 'Consignação' },
};

export const EXPORT_REASON_NAMES: Names<ExportReason> = {
  permanent: { en: 'Permanent', pt: 'Definitiva' },
  temporary: { en: 'Temporary', pt: 'Temporária' },
  repair_or_return: { en: 'Repair or return', pt: 'Reparo ou retorno' },
  sample: { en: 'Sample', pt: 'Amostra' },
  gift: { en: 'Gift', pt: 'Presente' },
  personal_use: { en: 'Personal use', pt: 'Uso pessoal' },
  return_to_origin: { en: 'Return to origin', pt: 'Retorno à origem' },
};

export const DUTIES_NAMES: Names<DutiesAndTaxes> = {
  receiver_dtu: { en: 'Receiver (DTU)', pt: 'Destinatário (DTU)' },
  shipper_dtp: { en: 'Shipper (DTP)', pt: 'Remetente (DTP)' },
};

export const UNIT_NAMES: Names<LineUnit> = {
  pcs: { en: 'pcs', pt: 'pç' },
  kg: { en: 'kg', pt: 'kg' },
  g: { en: 'g', pt: 'g' },
  l: { en: 'l', pt: 'l' },
  m: { en: 'm', pt: 'm' },
  m2: { en: 'm²', pt: 'm²' },
  m3: { en: 'm³', pt: 'm³' },
  box: { en: 'box', pt: 'cx' },
  set: { en: 'set', pt: 'jogo' },
  pair: { en: 'pair', pt: 'par' },
  dozen: { en: 'dozen', pt: 'dúzia' },
};
