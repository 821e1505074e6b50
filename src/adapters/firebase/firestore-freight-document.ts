import { serverTimestamp, type DocumentData } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import {
  DUTIES_AND_TAXES,
  EXPORT_REASONS,
  FREIGHT_MODES,
  FREIGHT_STATUSES,
  INVOICE_TYPES,
  PAYMENT_TERMS,
} from '../../domain/freight/freight-options';
import { OPTIONAL_RECORD_FIELDS, type FreightRecord } from '../../domain/freight/freight-record';
import { newFreightDraft } from '../../domain/freight/freight-record-builders';
import { countedDestination, openEta, shippedMonth, shippedValue } from '../../domain/freight/freight-dashboard';
import { PAPERWORK_FIELDS } from '../../domain/freight/freight-paperwork';
import { INCOTERMS, type IncotermCode } from '../../domain/freight/incoterms';
import { CURRENCY_CODES, type CurrencyCode } from '../../domain/shared/money';
import { RATE_SOURCES } from '../../domain/trade/exchange-rate-quote';
import { searchTokens } from './firestore-freight-search';
import { sortKeys } from './firestore-freight-sort';
import { decodeAll } from './firestore-readers';
import { instantOf } from './firestore-times';

/**
 * A freight document is the domain record (without its id) plus `keys`, derived on every write:
 * the search tokens, the sort keys Firestore orders by, the ids the record refers to and what the dashboard's
 * aggregation queries filter and sum. Strings are folded like the domain's list index folds them (lower case, no
 * accents), so both backends sort alike.
 */
export const FREIGHT_COLLECTION = 'freight';

// The record's own fields, read off the domain's draft so the list is never written out twice here.
const DRAFT = newFreightDraft({ id: '', reference: '', at: '', by: { id: '', name: '' } });
const RECORD_FIELDS = Object.keys(DRAFT).filter((key) => key !== 'id') as (keyof FreightRecord)[];
/** Fields a record has only once set (a document leaves them out until then: Firestore stores no undefined). */
const OPTIONAL_FIELDS: readonly (keyof FreightRecord)[] = OPTIONAL_RECORD_FIELDS;

/** Each id once, blanks left out: the array fields `array-contains` queries and `count()` aggregations read. */
const distinctIds = (ids: readonly (string | null | undefined)[]): string[] => [
  ...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== '')),
];

/**
 * What the dashboard counts and sums a shipment by (firestore-freight-dashboard.ts), as the domain decides it:
 * `shipped` the month it counts as shipped in, with its declared value under its currency (and 0 under every other),
 * in BRL (0 without a rate) and `noRate` 1 when it has none; `openEta` its ETA while open; `destinedTo` the
 * destination it counts for. `lastMove`, the time of its latest status change, is the commit's (toCommitted).
 */
export function dashboardKeys(record: FreightRecord) {
  return { shipped: shippedKeys(record), openEta: openEta(record), destinedTo: countedDestination(record) };
}

function shippedKeys(record: FreightRecord) {
  const month = shippedMonth(record);
  if (month === null) return null;
  const { value, brl } = shippedValue(record);
  return {
    month,
    // Every currency, 0 but its own: an aggregation may leave out a document that lacks a field it sums.
    value: Object.fromEntries(CURRENCY_CODES.map((code) => [code, code === value.currency ? value.minor : 0])),
    brl: brl?.minor ?? 0,
    noRate: brl === null ? 1 : 0,
  };
}

/** The contacts a shipment names as its parties. */
export const partyIdsOf = (record: FreightRecord): string[] => distinctIds([record.shipper?.id, record.consignee?.id]);

/** The products on a shipment's lines. */
export const productIdsOf = (record: FreightRecord): string[] => distinctIds(record.lines.map((l) => l.productId));

/**
 * The document of a record: its own fields, and under `keys` what is derived from them at every write: search
 * tokens, sort keys, and the ids it refers to (parties, products on its lines, the staff who created, changed or
 * moved it), so "is this contact used?" is one count query.
 */
export function toStored(record: FreightRecord): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const field of RECORD_FIELDS) stored[field] = record[field];
  for (const field of OPTIONAL_FIELDS) if (record[field] !== undefined) stored[field] = record[field];
  for (const field of PAPERWORK_FIELDS) if (record[field] !== undefined) stored[field] = record[field];
  stored.keys = {
    tokens: searchTokens(record),
    ...sortKeys(record),
    partyIds: partyIdsOf(record),
    productIds: productIdsOf(record),
    actorIds: distinctIds([
      record.audit.createdBy.id,
      record.audit.updatedBy.id,
      ...record.history.map((change) => change.by.id),
    ]),
    ...dashboardKeys(record),
    lastMove: null,
  };
  return stored;
}

const actor = z.object({ id: z.string(), name: z.string() });
const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(schema);
const status = z.enum(FREIGHT_STATUSES);
const wholeNumber = z.number().check(z.int());

/**
 * What a stored freight document must be to be read as a record: its identity, status, audit stamps, lines and
 * history, and any other field of the record it has, of the record's type (a field the document lacks was added to
 * the record after it was written, and takes the draft's default). Lines are objects with the fields the totals read.
 */
const storedFreight = z.object({
  reference: z.string(),
  status,
  audit: z.object({ createdAt: z.string(), createdBy: actor, updatedAt: z.string(), updatedBy: actor }),
  lines: z.array(
    z.looseObject({
      id: z.string(),
      description: z.string(),
      quantityMilli: wholeNumber,
      unitValueMinor: wholeNumber,
      netWeightGrams: z.number(),
      grossWeightGrams: z.number(),
      discount: z.looseObject({ kind: z.enum(['none', 'percent', 'amount']) }),
    }),
  ),
  history: z.array(z.looseObject({ from: status, to: status, at: z.string(), by: actor })),
  mode: optional(z.enum(FREIGHT_MODES)),
  carrier: optional(z.string()),
  transportDocument: optional(z.string()),
  shipper: optional(z.nullable(z.looseObject({ id: z.string(), name: z.string() }))),
  consignee: optional(z.nullable(z.looseObject({ id: z.string(), name: z.string() }))),
  countryOfOrigin: optional(z.string()),
  destinationCountry: optional(z.string()),
  shipDate: optional(z.nullable(z.string())),
  eta: optional(z.nullable(z.string())),
  packages: optional(z.number()),
  incoterm: optional(z.enum(INCOTERMS.map((i) => i.code) as [IncotermCode, ...IncotermCode[]])),
  currency: optional(z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]])),
  invoiceType: optional(z.enum(INVOICE_TYPES.map((t) => t.code) as [string, ...string[]])),
  paymentTerms: optional(z.enum(PAYMENT_TERMS)),
  exportReason: optional(z.enum(EXPORT_REASONS)),
  dutiesAndTaxes: optional(z.enum(DUTIES_AND_TAXES)),
  freightValueMinor: optional(wholeNumber),
  insuranceValueMinor: optional(wholeNumber),
  exchangeRate: optional(
    z.nullable(
      z.object({
        rateMicros: z.number(),
        date: z.string(),
        source: optional(z.enum(RATE_SOURCES)),
        overridden: optional(z.boolean()),
      }),
    ),
  ),
  notes: optional(z.string()),
  namedPlace: optional(z.string()),
  placeOfLoading: optional(z.object({ code: z.string(), name: z.string() })),
  placeOfDischarge: optional(z.object({ code: z.string(), name: z.string() })),
  marks: optional(z.string()),
  containers: optional(z.array(z.string())),
  packingList: optional(z.array(z.looseObject({ contents: z.array(z.looseObject({ lineId: z.string() })) }))),
  insuredAmountMinor: optional(wholeNumber),
});

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored times as the record's instants (see toCommitted): the audit's timestamps, and each history entry's time,
 * kept beside the list in `movedAt` under the entry's position (an entry of an older document carries its own `at`).
 */
function withInstants(data: Record<string, unknown>): Record<string, unknown> {
  const { audit, history, movedAt } = data;
  const moved = isMap(movedAt) ? movedAt : {};
  return {
    ...data,
    ...(isMap(audit)
      ? { audit: { ...audit, createdAt: instantOf(audit.createdAt), updatedAt: instantOf(audit.updatedAt) } }
      : {}),
    ...(Array.isArray(history)
      ? {
          history: history.map((entry: unknown, i) =>
            isMap(entry) && !('at' in entry) ? { ...entry, at: instantOf(moved[String(i)]) } : entry,
          ),
        }
      : {}),
  };
}

/**
 * The document a transaction writes for a record, given the document it read for it (null for a new record): the
 * times are the commit's own, as `serverTimestamp()`, which the security rules compare with the request's time.
 * `audit.updatedAt` is this commit; `audit.createdAt` is this commit for a new record and stays as stored otherwise;
 * the history keeps the stored entries as they are and appends the new ones without a time, which goes to `movedAt`
 * under the entry's position (Firestore takes no server timestamp inside a list), and to `keys.lastMove` when it is
 * the latest (an older document's latest entry time is kept). The record's own instants for
 * these fields are the use case's clock and are not stored; readers give the committed ones. `commitTime` gives the
 * value written for the commit's time (the web SDK's `serverTimestamp()`).
 */
export function toCommitted(
  record: FreightRecord,
  before: DocumentData | null,
  commitTime: () => unknown = serverTimestamp,
): DocumentData {
  const stored = toStored(record);
  const kept: unknown[] = Array.isArray(before?.history) ? (before.history as unknown[]) : [];
  const movedAt: Record<string, unknown> = isMap(before?.movedAt) ? { ...before.movedAt } : {};
  const added = record.history.slice(kept.length).map(({ at: _at, ...entry }, i) => {
    movedAt[String(kept.length + i)] = commitTime();
    return entry;
  });
  const createdAt: unknown = isMap(before?.audit) ? before.audit.createdAt : undefined;
  const keptMove: unknown = (isMap(before?.keys) ? before.keys.lastMove : null) ?? movedAt[String(kept.length - 1)];
  return {
    ...stored,
    keys: { ...(stored.keys as object), lastMove: added.length > 0 ? commitTime() : (keptMove ?? null) },
    audit: { ...record.audit, createdAt: createdAt ?? commitTime(), updatedAt: commitTime() },
    history: [...kept, ...added],
    ...(Object.keys(movedAt).length > 0 ? { movedAt } : {}),
  };
}

/** The records of a read's freight documents; a document that is not a record is left out and reported. */
export const freightRecordsOf = (docs: Parameters<typeof decodeAll>[1]) =>
  decodeAll(FREIGHT_COLLECTION, docs, fromStored);

/**
 * A stored document as a record, or null when it cannot be one (see storedFreight): readers skip such a document
 * instead of failing the page, and report it. A field added to the record after the document was written takes the
 * draft's default.
 */
export function fromStored(id: string, stored: Record<string, unknown>): FreightRecord | null {
  const data = withInstants(stored);
  if (!z.safeParse(storedFreight, data).success) return null;
  const record: Record<string, unknown> = { id };
  for (const field of RECORD_FIELDS) record[field] = field in data ? data[field] : DRAFT[field];
  for (const field of OPTIONAL_FIELDS) if (typeof data[field] === 'string') record[field] = data[field];
  for (const field of PAPERWORK_FIELDS)
    if (data[field] !== undefined && data[field] !== null) record[field] = data[field];
  return record as unknown as FreightRecord;
}
