import { parseAirWaybill } from '../trade/air-waybill-number';
import { airlineByPrefix } from '../trade/airline-prefixes';
import { normaliseBillOfLading, parseBillOfLading } from '../trade/bill-of-lading-number';
import { containerListErrors, parseContainerNumber } from '../trade/container-number';
import { packageProblems, type PackageProblemCode, type PackingPackage } from '../trade/packing-list';
import { reconcilePackingList, type PackingReconciliation } from '../trade/packing-reconciliation';
import { placeFor, type PlaceError } from '../trade/un-locode';
import type { FreightMode } from './freight-options';

/**
 * The export paperwork of a shipment beyond the invoice's money: the incoterm's named place ("CIF Rotterdam"), the
 * places of loading and discharge (UN/LOCODE), the marks and numbers, the containers of a sea shipment and the
 * packing list. The rules are the trade domain's (src/domain/trade); this file says which apply to which field of a
 * shipment. Each field is absent from a record while empty, so records written before they existed read the same.
 */
export interface PlaceRef {
  /** UN/LOCODE, 5 characters (BRSSZ). */
  readonly code: string;
  readonly name: string;
}

export interface Paperwork {
  readonly namedPlace?: string;
  readonly placeOfLoading?: PlaceRef;
  readonly placeOfDischarge?: PlaceRef;
  readonly marks?: string;
  /** ISO 6346 numbers, 11 characters each (CSQU3054383); sea shipments. */
  readonly containers?: readonly string[];
  readonly packingList?: readonly PackingPackage[];
  /**
   * The sum the insurance policy covers, in minor units of the invoice currency: not the premium (the insurance
   * cost inside the price, `insuranceValueMinor`). Under CIF and CIP it must reach 110 % of the price.
   */
  readonly insuredAmountMinor?: number;
}

export const PAPERWORK_FIELDS = [
  'namedPlace',
  'placeOfLoading',
  'placeOfDischarge',
  'marks',
  'containers',
  'packingList',
  'insuredAmountMinor',
] as const satisfies readonly (keyof Paperwork)[];

export const NAMED_PLACE_MAX_LENGTH = 100;
export const SHIPPING_MARKS_MAX_LENGTH = 1000;
/** The most containers and packages one shipment takes (firestore.rules repeats them). */
export const PAPERWORK_LIMITS = { containers: 50, packages: 500 } as const;

/** A field error of the paperwork: a plain code, or a check digit that names the digit expected ('checkDigit:5'). */
export type PaperworkFieldError =
  | PackageProblemCode
  | 'required'
  | 'awbFormat'
  | 'blCharacters'
  | 'containerFormat'
  | 'containerCategory'
  | 'duplicate'
  | 'locodeFormat'
  | 'placeNameRequired'
  | 'unknownLine'
  | `checkDigit:${string}`
  | `checkDigitMissing:${string}`;

type CodedError = { readonly code: string; readonly expected?: string };

function fieldError(error: CodedError): PaperworkFieldError {
  if (error.code === 'checkDigit' || error.code === 'checkDigitMissing') {
    return `${error.code}:${error.expected ?? ''}` as PaperworkFieldError;
  }
  return error.code as PaperworkFieldError;
}

/** Which rule a transport document number follows: an IATA air waybill by air, a bill of lading by sea. */
export function transportDocumentRule(mode: FreightMode): 'awb' | 'bl' | 'free' {
  return mode === 'air' ? 'awb' : mode === 'sea' ? 'bl' : 'free';
}

/** The number as it is kept and printed: an air waybill as 176-1234567-5, a bill of lading normalised. */
export function normaliseTransportDocument(mode: FreightMode, text: string): string {
  const rule = transportDocumentRule(mode);
  if (rule === 'awb') {
    const awb = parseAirWaybill(text);
    return awb.ok ? awb.value.display : text.trim();
  }
  if (rule === 'bl') return normaliseBillOfLading(text);
  return text.trim();
}

/** The airline an air waybill's prefix names, or null (not an air waybill, or a prefix outside the seed). */
export function airlineOfDocument(mode: FreightMode, text: string): string | null {
  if (transportDocumentRule(mode) !== 'awb') return null;
  const awb = parseAirWaybill(text);
  return awb.ok ? (airlineByPrefix(awb.value.prefix)?.name ?? null) : null;
}

/** Container numbers as stored: each compact (11 characters), blanks left out. */
export function normaliseContainers(texts: readonly string[]): string[] {
  return texts
    .map((text) => {
      const parsed = parseContainerNumber(text);
      return parsed.ok ? parsed.value.value : text.trim();
    })
    .filter((text) => text !== '');
}

const trimmed = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, ' ');

/** The paperwork as kept: texts trimmed, numbers in their stored form, empty fields left out. */
export function normalisePaperwork<T extends Paperwork & { readonly mode: FreightMode; transportDocument: string }>(
  input: T,
): T {
  const out: Record<string, unknown> = { ...(input as object) };
  for (const field of PAPERWORK_FIELDS) delete out[field];
  out.transportDocument = normaliseTransportDocument(input.mode, input.transportDocument);
  const namedPlace = trimmed(input.namedPlace);
  if (namedPlace !== '') out.namedPlace = namedPlace;
  for (const field of ['placeOfLoading', 'placeOfDischarge'] as const) {
    const place = input[field];
    if (place && (place.code.trim() !== '' || place.name.trim() !== '')) {
      const parsed = placeFor(place.code, place.name);
      out[field] = parsed.ok ? { code: parsed.value.code, name: parsed.value.name } : place;
    }
  }
  const marks = (input.marks ?? '').trim();
  if (marks !== '') out.marks = marks;
  const containers = normaliseContainers(input.containers ?? []);
  if (containers.length > 0) out.containers = containers;
  if ((input.packingList ?? []).length > 0) out.packingList = input.packingList;
  if (input.insuredAmountMinor !== undefined) out.insuredAmountMinor = input.insuredAmountMinor;
  return out as T;
}

function placeError(error: PlaceError): { field: 'code' | 'name'; code: PaperworkFieldError } {
  return error.code === 'placeNameRequired' || error.code === 'tooLong'
    ? { field: 'name', code: error.code }
    : { field: 'code', code: error.code };
}

/**
 * Field-keyed errors of the paperwork ('transportDocument', 'containers.1', 'placeOfLoading.code',
 * 'packingList.0.contents.1.grossWeightGrams'); empty when it may be saved.
 */
export function validatePaperwork(
  input: Paperwork & { readonly mode: FreightMode; readonly transportDocument: string },
  lineIds: readonly string[],
): Record<string, PaperworkFieldError> {
  const errors: Record<string, PaperworkFieldError> = {};
  if (input.transportDocument.trim() !== '') {
    const rule = transportDocumentRule(input.mode);
    if (rule === 'awb') {
      const awb = parseAirWaybill(input.transportDocument);
      if (!awb.ok) errors.transportDocument = fieldError(awb.error);
    } else if (rule === 'bl') {
      const bl = parseBillOfLading(input.transportDocument);
      if (!bl.ok) errors.transportDocument = fieldError(bl.error);
    }
  }
  if ((input.namedPlace ?? '').length > NAMED_PLACE_MAX_LENGTH) errors.namedPlace = 'tooLong';
  for (const field of ['placeOfLoading', 'placeOfDischarge'] as const) {
    const place = input[field];
    if (!place) continue;
    const parsed = placeFor(place.code, place.name);
    if (!parsed.ok) {
      const { field: part, code } = placeError(parsed.error);
      errors[`${field}.${part}`] = code;
    }
  }
  if ((input.marks ?? '').length > SHIPPING_MARKS_MAX_LENGTH) errors.marks = 'tooLong';
  const containers = input.containers ?? [];
  if (containers.length > PAPERWORK_LIMITS.containers) errors.containers = 'tooLong';
  containerListErrors(containers).forEach((error, i) => {
    if (error) errors[`containers.${i}`] = fieldError(error);
  });
  const packages = input.packingList ?? [];
  if (packages.length > PAPERWORK_LIMITS.packages) errors.packingList = 'tooLong';
  const known = new Set(lineIds);
  packages.forEach((pkg, i) => {
    for (const problem of packageProblems(pkg, i)) errors[`packingList.${i}.${problem.field}`] = problem.code;
    pkg.contents.forEach((content, c) => {
      if (!known.has(content.lineId)) errors[`packingList.${i}.contents.${c}.lineId`] = 'unknownLine';
    });
  });
  return errors;
}

/** The packing list against the invoice lines, or null when the shipment has no packing list. */
export function packingCheck(record: {
  readonly lines: readonly {
    readonly id: string;
    readonly quantityMilli: number;
    readonly netWeightGrams: number;
    readonly grossWeightGrams: number;
  }[];
  readonly packingList?: readonly PackingPackage[];
}): PackingReconciliation | null {
  const packages = record.packingList ?? [];
  return packages.length === 0 ? null : reconcilePackingList(record.lines, packages);
}
