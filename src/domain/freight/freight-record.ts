import type { CurrencyCode, Discount } from '../shared/money';
import type { RateSource } from '../trade/exchange-rate-quote';
import { withUnitValue, type MadeLine } from './freight-line';
import { normalisePaperwork, type Paperwork } from './freight-paperwork';
import type { IncotermCode } from './incoterms';
import {
  type DutiesAndTaxes,
  type ExportReason,
  type FreightMode,
  type FreightStatus,
  type InvoiceType,
  type PaymentTerms,
} from './freight-options';

/**
 * A freight record: one export shipment and its commercial invoice.
 * Units: money in minor units of `currency`, quantities in thousandths (1.5 -> 1500),
 * weights in grams, exchange rate in millionths; dates ISO 'YYYY-MM-DD', instants ISO timestamps.
 * Totals are never stored here: see freight-totals.ts.
 */
export interface PartyRef {
  readonly id: string;
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  /** As the documents print it, taken from the contact when it was picked: street, city and postcode, state. */
  readonly address?: string;
  /** The contact's tax id (a Brazilian company's CNPJ as 12.345.678/0001-95). */
  readonly taxId?: string;
}

export interface ActorRef {
  readonly id: string;
  readonly name: string;
}

/** A line of a shipment: what a product fills (MadeLine, with the unit value's two views) plus its id and discount. */
export interface FreightLine extends MadeLine {
  readonly id: string;
  readonly discount: Discount;
}

/**
 * BRL per one unit of the invoice currency, as quoted on `date` (the PTAX of the day the rule picks), with where it
 * came from. A record written before the source was kept has none: its rate was typed by hand.
 */
export interface ExchangeRate {
  readonly rateMicros: number;
  readonly date: string;
  /** 'ptax' from the Banco Central, 'table' from a seeded table, 'manual' typed with no source; absent: manual. */
  readonly source?: RateSource;
  /** A person replaced the rate the source gave (absent: not overridden). */
  readonly overridden?: boolean;
}

export interface StatusChange {
  readonly from: FreightStatus;
  readonly to: FreightStatus;
  /** When the change was recorded. */
  readonly at: string;
  readonly by: ActorRef;
  /** The day it actually happened (departure, arrival, delivery), which may be before `at`. */
  readonly date?: string;
}

export interface Audit {
  readonly createdAt: string;
  readonly createdBy: ActorRef;
  readonly updatedAt: string;
  readonly updatedBy: ActorRef;
}

export interface FreightRecord extends Paperwork {
  readonly id: string;
  /** FR-YYYY-NNNNNN */
  readonly reference: string;
  readonly status: FreightStatus;
  readonly mode: FreightMode;
  readonly carrier: string;
  /** Air waybill, bill of lading or road consignment note number, by mode. */
  readonly transportDocument: string;
  readonly shipper: PartyRef | null;
  readonly consignee: PartyRef | null;
  readonly countryOfOrigin: string;
  readonly destinationCountry: string;
  readonly shipDate: string | null;
  readonly eta: string | null;
  readonly packages: number;
  readonly incoterm: IncotermCode;
  readonly currency: CurrencyCode;
  readonly invoiceType: InvoiceType;
  readonly paymentTerms: PaymentTerms;
  readonly exportReason: ExportReason;
  readonly dutiesAndTaxes: DutiesAndTaxes;
  readonly freightValueMinor: number;
  readonly insuranceValueMinor: number;
  readonly lines: readonly FreightLine[];
  /** Null while unknown; BRL invoices need none. */
  readonly exchangeRate: ExchangeRate | null;
  readonly notes: string;
  /** The actual days it departed, arrived and was delivered (absent until then), set by those transitions. */
  readonly departedOn?: string;
  readonly arrivedOn?: string;
  readonly deliveredOn?: string;
  /** The invoice's own number and date, given at booking, separate from the reference and the ship date. */
  readonly invoiceNumber?: string;
  readonly invoiceDate?: string;
  readonly history: readonly StatusChange[];
  readonly audit: Audit;
}

/** The fields only the system sets (transitions, numbering); a person's edit never changes them. */
export const SYSTEM_FIELDS = [
  'id',
  'reference',
  'status',
  'departedOn',
  'arrivedOn',
  'deliveredOn',
  'invoiceNumber',
  'invoiceDate',
  'history',
  'audit',
] as const satisfies readonly (keyof FreightRecord)[];
type SystemField = (typeof SYSTEM_FIELDS)[number];

/** The optional fields a record may carry (a stored document keeps them only when set). */
export const OPTIONAL_RECORD_FIELDS = [
  'departedOn',
  'arrivedOn',
  'deliveredOn',
  'invoiceNumber',
  'invoiceDate',
] as const satisfies readonly (keyof FreightRecord)[];

/** The record (or input) without the fields only the system sets. */
export function withoutSystemFields<T extends object>(value: T): Omit<T, SystemField> {
  const copy = { ...value } as Record<string, unknown>;
  for (const key of SYSTEM_FIELDS) delete copy[key];
  return copy as Omit<T, SystemField>;
}

/** The fields a person edits; identity, status, actual dates, invoice number, history and audit are the system's. */
export type FreightInput = Omit<FreightRecord, SystemField>;

export function freightInputOf(record: FreightRecord): FreightInput {
  return withoutSystemFields(record);
}

/** The input with every line's two unit values in agreement (see freight-line.ts). */
export function normaliseFreightInput<T extends FreightInput>(input: T): T {
  return normalisePaperwork({ ...input, lines: input.lines.map((line) => withUnitValue(line, input.currency)) });
}

/**
 * The day a shipment actually departed: its recorded departure day, or for a record moved before those were kept,
 * the day of its last change to in transit; null while it has not departed.
 */
export function departureDay(record: Pick<FreightRecord, 'departedOn' | 'history'>): string | null {
  if (record.departedOn !== undefined) return record.departedOn;
  for (let i = record.history.length - 1; i >= 0; i -= 1) {
    const change = record.history[i];
    if (change?.to === 'in_transit') return change.date ?? change.at.slice(0, 10);
  }
  return null;
}
