import { setLineUnitValue } from '../../../../domain/freight/freight-line';
import type { FreightInput, FreightLine } from '../../../../domain/freight/freight-record';
import type { PlaceRef } from '../../../../domain/freight/freight-paperwork';
import { validateFreightInput } from '../../../../domain/freight/freight-validation';
import { parseDecimalInput, type DecimalInputError, type NumberLocale } from '../../../../domain/shared/decimal-input';
import { minorDigits, type Discount } from '../../../../domain/shared/money';
import type { PackingPackage } from '../../../../domain/trade/packing-list';
import { UNIT_VALUE_SCALE, type FreightFormValues } from './freight-form-values';

const OVER_LIMIT = new Set(['tooLarge', 'lineTooLarge', 'totalTooLarge', 'notWholeNumber']);

/** The domain's error paths that the form names differently. */
const FORM_FIELD: Readonly<Record<string, string>> = {
  'exchangeRate.rate': 'exchangeRate',
  'exchangeRate.date': 'exchangeRateDate',
  'exchangeRate.source': 'exchangeRate',
  'exchangeRate.overridden': 'exchangeRate',
};

const PLACE_FIELD: Readonly<Record<string, string>> = {
  'placeOfLoading.code': 'loadingCode',
  'placeOfLoading.name': 'loadingName',
  'placeOfDischarge.code': 'dischargeCode',
  'placeOfDischarge.name': 'dischargeName',
};

/** A packing list's domain path in the form's words: lengthMm -> length, netWeightGrams -> netWeight. */
const packingField = (path: string) =>
  path.startsWith('packingList.')
    ? path
        .replace(/Mm$/, '')
        .replace(/Grams$/, '')
        .replace(/Milli$/, '')
    : path;

export const formFieldOf = (path: string) => FORM_FIELD[path] ?? PLACE_FIELD[path] ?? packingField(path);

export interface ReadForm {
  /** What was typed as a shipment; a number that does not read counts as 0 here. */
  readonly input: FreightInput;
  /** Error codes keyed by the form's field paths: numbers that do not read, then the domain's rules. */
  readonly errors: Readonly<Record<string, string>>;
  /** True when some number of the invoice does not read, so totals computed from `input` are incomplete. */
  readonly unreadable: boolean;
}

/** The shipment the form stands for, and what is wrong with it. */
export function readForm(v: FreightFormValues, locale: NumberLocale): ReadForm {
  const errors: Record<string, string> = {};
  const digits = minorDigits(v.currency);
  const read = (path: string, text: string, scale: number, optional = false): number => {
    if (optional && text.trim() === '') return 0;
    const parsed = parseDecimalInput(text, { locale, scale });
    if (parsed.ok) return parsed.value;
    errors[path] = parsed.error satisfies DecimalInputError;
    return 0;
  };
  const lines = v.lines.map((l, i): FreightLine => {
    const at = (field: string) => `lines.${i}.${field}`;
    const discount: Discount =
      l.discountKind === 'percent'
        ? { kind: 'percent', basisPoints: read(at('discount'), l.discount, 2) }
        : l.discountKind === 'amount'
          ? { kind: 'amount', minor: read(at('discount'), l.discount, digits) }
          : { kind: 'none' };
    const line: FreightLine = {
      id: l.id,
      productId: l.productId,
      description: l.description,
      ...(l.descriptionEn !== '' ? { descriptionEn: l.descriptionEn } : {}),
      ...(l.descriptionPt !== '' ? { descriptionPt: l.descriptionPt } : {}),
      hsCode: l.hsCode,
      ncmCode: l.ncmCode,
      quantityMilli: read(at('quantity'), l.quantity, 3),
      unit: l.unit,
      unitValueMinor: 0,
      discount,
      netWeightGrams: read(at('netWeight'), l.netWeight, 3, true),
      grossWeightGrams: read(at('grossWeight'), l.grossWeight, 3, true),
      countryOfOrigin: l.countryOfOrigin,
    };
    return setLineUnitValue(line, read(at('unitValue'), l.unitValue, UNIT_VALUE_SCALE), v.currency);
  });
  const packingList = v.packingList.map((p, i): PackingPackage => ({
    type: p.type,
    marks: p.marks,
    lengthMm: read(`packingList.${i}.length`, p.length, 0),
    widthMm: read(`packingList.${i}.width`, p.width, 0),
    heightMm: read(`packingList.${i}.height`, p.height, 0),
    contents: p.contents.map((c, j) => {
      const at = (field: string) => `packingList.${i}.contents.${j}.${field}`;
      return {
        lineId: c.lineId,
        quantityMilli: read(at('quantity'), c.quantity, 3),
        netWeightGrams: read(at('netWeight'), c.netWeight, 3, true),
        grossWeightGrams: read(at('grossWeight'), c.grossWeight, 3, true),
      };
    }),
  }));
  const {
    freightValue,
    insuranceValue,
    packages,
    exchangeRate,
    exchangeRateDate,
    rateSource,
    rateOverridden,
    insuredAmount,
    termsChosen: _,
    namedPlace,
    loadingCode,
    loadingName,
    dischargeCode,
    dischargeName,
    marks,
    containers,
    packingList: _typed,
    ...rest
  } = v;
  const place = (code: string, name: string): PlaceRef | null =>
    code.trim() === '' && name.trim() === '' ? null : { code, name };
  const placeOfLoading = place(loadingCode, loadingName);
  const placeOfDischarge = place(dischargeCode, dischargeName);
  const rate = v.currency === 'BRL' ? 0 : read('exchangeRate', exchangeRate, 6, true);
  const input: FreightInput = {
    ...rest,
    freightValueMinor: read('freightValue', freightValue, digits, true),
    insuranceValueMinor: read('insuranceValue', insuranceValue, digits, true),
    packages: read('packages', packages, 0),
    exchangeRate:
      rate > 0
        ? {
            rateMicros: rate,
            date: exchangeRateDate ?? v.shipDate ?? '',
            // A rate typed with no source is kept without one (as rates were before sources), so it reads back the same.
            ...(rateSource !== 'manual' ? { source: rateSource } : {}),
            ...(rateOverridden ? { overridden: true } : {}),
          }
        : null,
    lines,
    ...(namedPlace.trim() !== '' ? { namedPlace } : {}),
    ...(placeOfLoading ? { placeOfLoading } : {}),
    ...(placeOfDischarge ? { placeOfDischarge } : {}),
    ...(marks.trim() !== '' ? { marks } : {}),
    ...(containers.length > 0 ? { containers } : {}),
    ...(packingList.length > 0 ? { packingList } : {}),
    ...(insuredAmount.trim() !== '' ? { insuredAmountMinor: read('insuredAmount', insuredAmount, digits) } : {}),
  };
  // The totals read only the invoice: a package's number that does not read leaves them complete.
  let unreadable = Object.keys(errors).some((path) => !path.startsWith('packingList.'));
  for (const [path, code] of Object.entries(validateFreightInput(input))) {
    const field = formFieldOf(path);
    errors[field] ??= code;
    // Past the money limits a total is not computed (it could pass 2^53).
    if (OVER_LIMIT.has(code) && !path.startsWith('packingList.')) unreadable = true;
  }
  return { input, errors, unreadable };
}
