import { DEFAULT_CURRENCY, NO_DISCOUNT } from '../shared/money';
import { DEFAULT_INCOTERM } from './incoterms';
import { PAPERWORK_FIELDS } from './freight-paperwork';
import { DEFAULT_CARRIER } from './freight-options';
import {
  normaliseFreightInput,
  OPTIONAL_RECORD_FIELDS,
  withoutSystemFields,
  type ActorRef,
  type FreightInput,
  type FreightLine,
  type FreightRecord,
  type PartyRef,
} from './freight-record';

/**
 * Making freight records: a new draft with the invoice defaults, a new line, a copy to start from, a record
 * created from typed input, and a person's edit applied to a stored record.
 */
export interface NewFreightDraftInput {
  readonly id: string;
  readonly reference: string;
  readonly at: string;
  readonly by: ActorRef;
  /** The exporter's country; a Brazilian exporter by default. */
  readonly countryOfOrigin?: string;
  readonly shipper?: PartyRef | null;
}

/** A new shipment with the spec's invoice defaults (CIF, USD, Commercial, Advanced, DHL, Permanent, Receiver DTU). */
export function newFreightDraft(input: NewFreightDraftInput): FreightRecord {
  return {
    id: input.id,
    reference: input.reference,
    status: 'draft',
    mode: 'air_express',
    carrier: DEFAULT_CARRIER,
    transportDocument: '',
    shipper: input.shipper ?? null,
    consignee: null,
    countryOfOrigin: input.countryOfOrigin ?? 'BR',
    destinationCountry: '',
    shipDate: null,
    eta: null,
    packages: 1,
    incoterm: DEFAULT_INCOTERM,
    currency: DEFAULT_CURRENCY,
    invoiceType: 'commercial',
    paymentTerms: 'advanced',
    exportReason: 'permanent',
    dutiesAndTaxes: 'receiver_dtu',
    freightValueMinor: 0,
    insuranceValueMinor: 0,
    lines: [],
    exchangeRate: null,
    notes: '',
    history: [],
    audit: { createdAt: input.at, createdBy: input.by, updatedAt: input.at, updatedBy: input.by },
  };
}

export interface NewLineInput {
  readonly id: string;
  readonly countryOfOrigin: string;
}

export function newFreightLine(input: NewLineInput): FreightLine {
  return {
    id: input.id,
    productId: null,
    description: '',
    hsCode: '',
    ncmCode: '',
    quantityMilli: 1000,
    unit: 'pcs',
    unitValueMinor: 0,
    discount: NO_DISCOUNT,
    netWeightGrams: 0,
    grossWeightGrams: 0,
    countryOfOrigin: input.countryOfOrigin,
  };
}

/** A copy to start a new shipment from: same parties, terms and lines; new identity, draft, no history. */
export function duplicateFreight(
  source: FreightRecord,
  input: { id: string; reference: string; at: string; by: ActorRef },
): FreightRecord {
  // A copy is a new shipment: it travels in containers of its own.
  const { containers: _containers, ...copied } = withoutSystemFields(source);
  return {
    ...copied,
    id: input.id,
    reference: input.reference,
    status: 'draft',
    transportDocument: '',
    shipDate: null,
    eta: null,
    exchangeRate: null,
    history: [],
    audit: { createdAt: input.at, createdBy: input.by, updatedAt: input.at, updatedBy: input.by },
  };
}

/** A stored record from typed input: a new draft numbered by the caller (the server). */
export function createFreightRecord(
  input: FreightInput,
  identity: { id: string; reference: string; at: string; by: ActorRef },
): FreightRecord {
  return {
    ...withoutSystemFields(normaliseFreightInput(input)),
    id: identity.id,
    reference: identity.reference,
    status: 'draft',
    history: [],
    audit: { createdAt: identity.at, createdBy: identity.by, updatedAt: identity.at, updatedBy: identity.by },
  };
}

/** The system fields the record has, to carry over an edit or leave out of a copy. */
function systemPart(record: FreightRecord): Partial<FreightRecord> {
  const out: Record<string, unknown> = {};
  for (const key of OPTIONAL_RECORD_FIELDS) if (record[key] !== undefined) out[key] = record[key];
  return out as Partial<FreightRecord>;
}

/** The record with the typed input applied and the audit stamped; checkEdit decides whether it is allowed. */
export function applyFreightInput(
  record: FreightRecord,
  input: FreightInput,
  stamp: { at: string; by: ActorRef },
): FreightRecord {
  // The paperwork is optional: what the input leaves out is removed, not kept from before.
  const kept: Record<string, unknown> = { ...record };
  for (const field of PAPERWORK_FIELDS) delete kept[field];
  return {
    ...(kept as unknown as FreightRecord),
    ...withoutSystemFields(normaliseFreightInput(input)),
    ...systemPart(record),
    audit: { ...record.audit, updatedAt: stamp.at, updatedBy: stamp.by },
  };
}
