/** The closed vocabularies of a freight record. Labels live in the UI messages, keyed by these codes. */
export const FREIGHT_STATUSES = ['draft', 'booked', 'in_transit', 'customs', 'delivered', 'cancelled'] as const;
export type FreightStatus = (typeof FREIGHT_STATUSES)[number];

export const FREIGHT_MODES = ['air_express', 'air', 'sea', 'road'] as const;
export type FreightMode = (typeof FREIGHT_MODES)[number];

/** Invoice types keep the numeric value the original system stored (Commercial = 1). */
export const INVOICE_TYPES = [
  { code: 'commercial', value: 1 },
  { code: 'proforma', value: 2 },
  { code: 'sample', value: 3 },
  { code: 'repair_return', value: 4 },
] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number]['code'];

export function invoiceTypeValue(type: InvoiceType): number {
  return INVOICE_TYPES.find((t) => t.code === type)?.value ?? 1;
}

export const PAYMENT_TERMS = [
  'advanced',
  'cash_against_documents',
  'letter_of_credit',
  'open_account_30',
  'open_account_60',
  'consignment',
] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const EXPORT_REASONS = [
  'permanent',
  'temporary',
  'repair_or_return',
  'sample',
  'gift',
  'personal_use',
  'return_to_origin',
] as const;
export type ExportReason = (typeof EXPORT_REASONS)[number];

/** DTU: duties and taxes unpaid (the receiver pays them); DTP: paid by the shipper. */
export const DUTIES_AND_TAXES = ['receiver_dtu', 'shipper_dtp'] as const;
export type DutiesAndTaxes = (typeof DUTIES_AND_TAXES)[number];

export const LINE_UNITS = ['pcs', 'kg', 'g', 'l', 'm', 'm2', 'm3', 'box', 'set', 'pair', 'dozen'] as const;
export type LineUnit = (typeof LINE_UNITS)[number];

export interface Carrier {
  readonly name: string;
  readonly modes: readonly FreightMode[];
}

/** Carriers offered first in the picker; the field accepts any carrier name. */
export const KNOWN_CARRIERS: readonly Carrier[] = [
  { name: 'DHL Express', modes: ['air_express'] },
  { name: 'FedEx', modes: ['air_express', 'air'] },
  { name: 'UPS', modes: ['air_express', 'air'] },
  { name: 'TNT', modes: ['air_express', 'road'] },
  { name: 'LATAM Cargo', modes: ['air'] },
  { name: 'Lufthansa Cargo', modes: ['air'] },
  { name: 'Emirates SkyCargo', modes: ['air'] },
  { name: 'Maersk', modes: ['sea'] },
  { name: 'MSC', modes: ['sea'] },
  { name: 'CMA CGM', modes: ['sea'] },
  { name: 'Hapag-Lloyd', modes: ['sea'] },
  { name: 'Jamef', modes: ['road'] },
  { name: 'Braspress', modes: ['road'] },
];

export const DEFAULT_CARRIER = 'DHL Express';

/** The transport document a mode issues: air waybill, bill of lading, or road consignment note (CRT). */
export function transportDocumentKind(mode: FreightMode): 'awb' | 'bl' | 'crt' {
  if (mode === 'sea') return 'bl';
  if (mode === 'road') return 'crt';
  return 'awb';
}
