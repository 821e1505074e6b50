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
import { FREIGHT_ACTIONS, type FreightAction } from '../../../domain/freight/freight-lifecycle';
import { FREIGHT_SORT_FIELDS } from '../../../domain/freight/freight-sort-fields';
import { INCOTERMS, type IncotermCode } from '../../../domain/freight/incoterms';
import { CURRENCY_CODES, type CurrencyCode } from '../../../domain/shared/money';
import { PACKAGE_TYPES } from '../../../domain/trade/packing-list';
import { RATE_SOURCES } from '../../../domain/trade/exchange-rate-quote';
import { expectedUpdatedAtDto, isoDayDto, listQueryDto, requestIdDto } from './common.dto';

/**
 * The freight records on the wire: the same shape as the domain record, checked field by field so
 * a malformed answer (or request body, in the route table) is refused instead of shown.
 */
const int = z.number().check(z.int());
const party = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  /** As the documents print it, taken from the contact when it was picked. */
  address: z.optional(z.string()),
  taxId: z.optional(z.string()),
});
const place = z.object({ code: z.string(), name: z.string() });
const packingPackage = z.object({
  type: z.enum(PACKAGE_TYPES),
  marks: z.string(),
  contents: z.array(z.object({ lineId: z.string(), quantityMilli: int, netWeightGrams: int, grossWeightGrams: int })),
  lengthMm: int,
  widthMm: int,
  heightMm: int,
});
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
  /** Both descriptions of the product the line was made from; the invoice prints the one of its language. */
  descriptionEn: z.optional(z.string()),
  descriptionPt: z.optional(z.string()),
  hsCode: z.string(),
  ncmCode: z.string(),
  quantityMilli: int,
  unit: z.enum(LINE_UNITS),
  unitValueMinor: int,
  /** The unit value with up to 4 decimals, in ten-thousandths of the currency; `unitValueMinor` is it rounded. */
  unitValueTenThousandths: z.optional(int),
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
  /** Where the rate came from ('ptax', 'table', 'manual'; absent: manual) and whether a person overrode it. */
  exchangeRate: z.nullable(
    z.object({
      rateMicros: int,
      date: z.string(),
      source: z.optional(z.enum(RATE_SOURCES)),
      overridden: z.optional(z.boolean()),
    }),
  ),
  notes: z.string(),
  /** The paperwork (src/domain/freight/freight-paperwork.ts), each absent while empty. */
  namedPlace: z.optional(z.string()),
  placeOfLoading: z.optional(place),
  placeOfDischarge: z.optional(place),
  marks: z.optional(z.string()),
  containers: z.optional(z.array(z.string())),
  packingList: z.optional(z.array(packingPackage)),
  /** The sum the insurance policy covers (not the premium), in minor units; absent while not given. */
  insuredAmountMinor: z.optional(int),
});

const isoDate = isoDayDto;

export const freightRecordDto = z.extend(freightInputDto, {
  id: z.string(),
  reference: z.string(),
  status,
  /** The actual days of departure, arrival and delivery, once they happened. */
  departedOn: z.optional(isoDate),
  arrivedOn: z.optional(isoDate),
  deliveredOn: z.optional(isoDate),
  /** The invoice's own number and date, given at booking. */
  invoiceNumber: z.optional(z.string()),
  invoiceDate: z.optional(isoDate),
  history: z.array(z.object({ from: status, to: status, at: z.string(), by: actor, date: z.optional(isoDate) })),
  audit: z.object({ createdAt: z.string(), createdBy: actor, updatedAt: z.string(), updatedBy: actor }),
});

export const freightPageDto = z.object({
  items: z.array(freightRecordDto),
  total: int,
  page: int,
  pageCount: int,
});

/** A shipment as the list shows it (`freightRowOf`): its columns, not the whole record. */
export const freightRowDto = z.object({
  id: z.string(),
  reference: z.string(),
  status,
  mode: z.enum(FREIGHT_MODES),
  carrier: z.string(),
  consignee: z.nullable(z.object({ id: z.string(), name: z.string() })),
  destinationCountry: z.string(),
  shipDate: z.nullable(z.string()),
  eta: z.nullable(z.string()),
  declaredValue: z.object({ minor: int, currency }),
});

export const freightRowsPageDto = z.object({
  items: z.array(freightRowDto),
  total: int,
  page: int,
  pageCount: int,
});

/** Every shipment matching a filter, by id (a selection of all that match). */
export const freightIdsDto = z.object({ ids: z.array(z.string()) });

export const bulkTransitionDto = z.object({
  updated: z.array(freightRecordDto),
  refused: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      code: z.string(),
      /** What explains the code: the status it was in, what booking misses (comma-separated), the dates compared. */
      details: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
    }),
  ),
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

const action = z.enum(FREIGHT_ACTIONS as [FreightAction, ...FreightAction[]]);

/** The freight list's URL: the shared list keys, repeated `status` and `mode`, one contact or product. */
export const freightListQueryDto = z.extend(listQueryDto(FREIGHT_SORT_FIELDS), {
  status: z.optional(z.array(status)),
  mode: z.optional(z.array(z.enum(FREIGHT_MODES))),
  carrier: z.optional(z.string().check(z.maxLength(100))),
  destination: z.optional(z.string().check(z.maxLength(2))),
  /** A contact id, as shipper or consignee. */
  party: z.optional(z.string().check(z.maxLength(200))),
  /** A product id, on any line. */
  product: z.optional(z.string().check(z.maxLength(200))),
  shipDateFrom: z.optional(isoDate),
  shipDateTo: z.optional(isoDate),
});

export const dashboardQueryDto = z.object({ today: z.optional(isoDate) });

export const newFreightDto = z.object({ input: freightInputDto, requestId: requestIdDto });
export const freightUpdateDto = z.object({ input: freightInputDto, expectedUpdatedAt: expectedUpdatedAtDto });

/** A status change; `date` is the actual date of a departure, arrival or delivery. */
export const transitionDto = z.object({ action, date: z.optional(isoDate) });
export const bulkTransitionBodyDto = z.object({
  ids: z.array(z.string().check(z.maxLength(200))),
  action,
  date: z.optional(isoDate),
});
