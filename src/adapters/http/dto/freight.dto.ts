import * as z from 'zod/mini';
import {
  DUTIES_AND_TAXES,
  EXPORT_REASONS,
  FREIGHT_MODES,
  FREIGHT_STATUSES,
  INVOICE_TYPES,
  LINE_UNITS,
  PAYMENT_TERMS,
} from '../../../domain/freight/freight-options';
import { INCOTERMS, type IncotermCode } from '../../../domain/freight/incoterms';
import { CURRENCY_CODES, type CurrencyCode } from '../../../domain/shared/money';

/**
 * The freight records on the wire: the same shape as the domain record, checked field by field so
 * a malformed answer (or request body, on the mock server) is refused instead of shown.
 */
const int = z.number().check(z.int());
const party = z.object({ id: z.string(), name: z.string(), country: z.string() });
const actor = z.object({ id: z.string(), name: z.string() });
const currency = z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]);
const incoterm = z.enum(INCOTERMS.map((i) => i.code) as [IncotermCode, ...IncotermCode[]]);
const status = z.enum(FREIGHT_STATUSES);

const discount = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('percent'), basisPoints: int }),
  z.object({ kind: z.literal('amount'), minor: int }),
]);

export const freightLineDto = z.object({
  id: z.string(),
  productId: z.nullable(z.string()),
  description: z.string(),
  hsCode: z.string(),
  ncmCode: z.string(),
  quantityMilli: int,
  unit: z.enum(LINE_UNITS),
  unitValueMinor: int,
  discount,
  netWeightGrams: int,
  grossWeightGrams: int,
  countryOfOrigin: z.string(),
});

export const freightInputDto = z.object({
  mode: z.enum(FREIGHT_MODES),
  carrier: z.string(),
  transportDocument: z.string(),
  shipper: z.nullable(party),
  consignee: z.nullable(party),
  countryOfOrigin: z.string(),
  destinationCountry: z.string(),
  shipDate: z.nullable(z.string()),
  eta: z.nullable(z.string()),
  packages: int,
  incoterm,
  currency,
  invoiceType: z.enum(
    INVOICE_TYPES.map((t) => t.code) as [
      (typeof INVOICE_TYPES)[number]['code'],
      ...(typeof INVOICE_TYPES)[number]['code'][],
    ],
  ),
  paymentTerms: z.enum(PAYMENT_TERMS),
  exportReason: z.enum(EXPORT_REASONS),
  dutiesAndTaxes: z.enum(DUTIES_AND_TAXES),
  freightValueMinor: int,
  insuranceValueMinor: int,
  lines: z.array(freightLineDto),
  exchangeRate: z.nullable(z.object({ rateMicros: int, date: z.string() })),
  notes: z.string(),
});

export const freightRecordDto = z.extend(freightInputDto, {
  id: z.string(),
  reference: z.string(),
  status,
  history: z.array(z.object({ from: status, to: status, at: z.string(), by: actor })),
  audit: z.object({ createdAt: z.string(), createdBy: actor, updatedAt: z.string(), updatedBy: actor }),
});

export const freightPageDto = z.object({
  items: z.array(freightRecordDto),
  total: int,
  page: int,
  pageCount: int,
});

export const freightCsvDto = z.object({ csv: z.string(), count: int });

export const bulkTransitionDto = z.object({
  updated: z.array(freightRecordDto),
  refused: z.array(z.object({ id: z.string(), reference: z.string(), code: z.string() })),
});

const money = z.object({ minor: int, currency });
export const freightDashboardDto = z.object({
  byStatus: z.record(status, int),
  declaredThisMonth: z.object({
    month: z.string(),
    usd: money,
    byCurrency: z.array(money),
    brl: money,
    withoutRate: int,
    shipments: int,
  }),
  topDestinations: z.array(z.object({ country: z.string(), shipments: int })),
  lateEtas: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      status,
      eta: z.string(),
      daysLate: int,
      destinationCountry: z.string(),
    }),
  ),
  lateCount: int,
  recentActivity: z.array(
    z.object({ recordId: z.string(), reference: z.string(), from: status, to: status, at: z.string(), by: actor }),
  ),
});
