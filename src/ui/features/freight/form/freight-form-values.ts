import {
  FROM_PRODUCT,
  weightSourcesOf,
  type LineWeightSources,
  type UnitWeights,
} from '../../../../domain/freight/freight-line-product';
import { lineUnitValue, setLineUnitValue } from '../../../../domain/freight/freight-line';
import type { FreightInput, FreightLine } from '../../../../domain/freight/freight-record';
import type { PlaceRef } from '../../../../domain/freight/freight-paperwork';
import { validateFreightInput } from '../../../../domain/freight/freight-validation';
import {
  formatDecimalInput,
  parseDecimalInput,
  type DecimalInputError,
  type NumberLocale,
} from '../../../../domain/shared/decimal-input';
import { minorDigits, type CurrencyCode, type Discount } from '../../../../domain/shared/money';
import type { PackageType, PackingPackage } from '../../../../domain/trade/packing-list';
import type { RateSource } from '../../../../domain/trade/exchange-rate-quote';

/** One invoice line as typed: numbers stay text in the person's notation until saved. */
export interface LineFormValues {
  readonly id: string;
  readonly productId: string | null;
  readonly description: string;
  /** The product's descriptions the line was made from ('' when none): the invoice prints the one of its language. */
  readonly descriptionEn: string;
  readonly descriptionPt: string;
  readonly hsCode: string;
  readonly ncmCode: string;
  readonly quantity: string;
  readonly unit: FreightLine['unit'];
  readonly unitValue: string;
  readonly discountKind: Discount['kind'];
  readonly discount: string;
  readonly netWeight: string;
  readonly grossWeight: string;
  readonly countryOfOrigin: string;
  /** The product's weights of one unit, once known: the line weights follow the quantity from them. */
  readonly unitWeights: UnitWeights | null;
  readonly weightSources: LineWeightSources;
}

/** What one package holds of one invoice line, as typed. */
export interface PackageContentFormValues {
  readonly lineId: string;
  readonly quantity: string;
  readonly netWeight: string;
  readonly grossWeight: string;
}

/** One package of the packing list as typed: dimensions in whole millimetres, weights in kg. */
export interface PackageFormValues {
  readonly key: string;
  readonly type: PackageType;
  readonly marks: string;
  readonly length: string;
  readonly width: string;
  readonly height: string;
  readonly contents: readonly PackageContentFormValues[];
}

/** The shipment form as typed. `termsChosen`: the person picked the mode or the incoterm themselves. */
export interface FreightFormValues extends Omit<
  FreightInput,
  | 'freightValueMinor'
  | 'insuranceValueMinor'
  | 'packages'
  | 'exchangeRate'
  | 'lines'
  | 'namedPlace'
  | 'placeOfLoading'
  | 'placeOfDischarge'
  | 'marks'
  | 'containers'
  | 'packingList'
  | 'insuredAmountMinor'
> {
  readonly namedPlace: string;
  readonly loadingCode: string;
  readonly loadingName: string;
  readonly dischargeCode: string;
  readonly dischargeName: string;
  readonly marks: string;
  readonly containers: readonly string[];
  readonly packingList: readonly PackageFormValues[];
  readonly freightValue: string;
  readonly insuranceValue: string;
  readonly packages: string;
  readonly exchangeRate: string;
  readonly exchangeRateDate: string | null;
  /** Where the rate in `exchangeRate` came from ('manual': typed with no source), and whether a person replaced it. */
  readonly rateSource: RateSource;
  readonly rateOverridden: boolean;
  /** The sum the policy covers (empty: not given); `insuranceValue` is the premium. */
  readonly insuredAmount: string;
  readonly lines: readonly LineFormValues[];
  readonly termsChosen: boolean;
}

const money = (minor: number, currency: CurrencyCode, locale: NumberLocale) =>
  formatDecimalInput(minor, minorDigits(currency), locale);
const kg = (grams: number, locale: NumberLocale) => formatDecimalInput(grams, 3, locale);
/** Unit prices are typed with up to four decimals (commodities are priced per kg that way). */
const UNIT_VALUE_SCALE = 4;

export function lineToFormValues(
  line: FreightLine,
  currency: CurrencyCode,
  locale: NumberLocale,
  unitWeights: UnitWeights | null = null,
): LineFormValues {
  const { discount } = line;
  return {
    id: line.id,
    productId: line.productId,
    description: line.description,
    descriptionEn: line.descriptionEn ?? '',
    descriptionPt: line.descriptionPt ?? '',
    hsCode: line.hsCode,
    ncmCode: line.ncmCode,
    quantity: formatDecimalInput(line.quantityMilli, 3, locale),
    unit: line.unit,
    unitValue: formatDecimalInput(lineUnitValue(line, currency), UNIT_VALUE_SCALE, locale),
    discountKind: discount.kind,
    discount:
      discount.kind === 'percent'
        ? formatDecimalInput(discount.basisPoints, 2, locale)
        : discount.kind === 'amount'
          ? money(discount.minor, currency, locale)
          : '',
    netWeight: kg(line.netWeightGrams, locale),
    grossWeight: kg(line.grossWeightGrams, locale),
    countryOfOrigin: line.countryOfOrigin,
    unitWeights,
    weightSources: unitWeights ? weightSourcesOf(line, unitWeights) : FROM_PRODUCT,
  };
}

export function packageToFormValues(pkg: PackingPackage, key: string, locale: NumberLocale): PackageFormValues {
  return {
    key,
    type: pkg.type,
    marks: pkg.marks,
    length: String(pkg.lengthMm),
    width: String(pkg.widthMm),
    height: String(pkg.heightMm),
    contents: pkg.contents.map((c) => ({
      lineId: c.lineId,
      quantity: formatDecimalInput(c.quantityMilli, 3, locale),
      netWeight: kg(c.netWeightGrams, locale),
      grossWeight: kg(c.grossWeightGrams, locale),
    })),
  };
}

export function toFormValues(input: FreightInput, locale: NumberLocale): FreightFormValues {
  const {
    freightValueMinor,
    insuranceValueMinor,
    packages,
    exchangeRate,
    lines,
    namedPlace,
    placeOfLoading,
    placeOfDischarge,
    marks,
    containers,
    packingList,
    insuredAmountMinor,
    ...rest
  } = input;
  return {
    ...rest,
    namedPlace: namedPlace ?? '',
    loadingCode: placeOfLoading?.code ?? '',
    loadingName: placeOfLoading?.name ?? '',
    dischargeCode: placeOfDischarge?.code ?? '',
    dischargeName: placeOfDischarge?.name ?? '',
    marks: marks ?? '',
    containers: containers ?? [],
    packingList: (packingList ?? []).map((pkg, i) => packageToFormValues(pkg, `p${i + 1}`, locale)),
    freightValue: money(freightValueMinor, input.currency, locale),
    insuranceValue: money(insuranceValueMinor, input.currency, locale),
    packages: String(packages),
    exchangeRate: exchangeRate ? formatDecimalInput(exchangeRate.rateMicros, 6, locale) : '',
    exchangeRateDate: exchangeRate?.date ?? null,
    rateSource: exchangeRate?.source ?? 'manual',
    rateOverridden: exchangeRate?.overridden ?? false,
    insuredAmount: insuredAmountMinor === undefined ? '' : money(insuredAmountMinor, input.currency, locale),
    lines: lines.map((line) => lineToFormValues(line, input.currency, locale)),
    termsChosen: false,
  };
}

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
  const unreadable = Object.keys(errors).some((path) => !path.startsWith('packingList.'));
  for (const [path, code] of Object.entries(validateFreightInput(input))) {
    const field = formFieldOf(path);
    errors[field] ??= code;
  }
  return { input, errors, unreadable };
}

/** Typed numbers rewritten in another language's notation (1.5 -> 1,5); text that does not read stays. */
export function renotate(v: FreightFormValues, from: NumberLocale, to: NumberLocale): FreightFormValues {
  const again = (text: string, scale: number) => {
    const parsed = parseDecimalInput(text, { locale: from, scale });
    return parsed.ok && text.trim() !== '' ? formatDecimalInput(parsed.value, scale, to) : text;
  };
  const digits = minorDigits(v.currency);
  return {
    ...v,
    freightValue: again(v.freightValue, digits),
    insuranceValue: again(v.insuranceValue, digits),
    exchangeRate: again(v.exchangeRate, 6),
    insuredAmount: again(v.insuredAmount, digits),
    lines: v.lines.map((l) => ({
      ...l,
      quantity: again(l.quantity, 3),
      unitValue: again(l.unitValue, digits),
      discount: again(l.discount, l.discountKind === 'percent' ? 2 : digits),
      netWeight: again(l.netWeight, 3),
      grossWeight: again(l.grossWeight, 3),
    })),
    packingList: v.packingList.map((p) => ({
      ...p,
      contents: p.contents.map((c) => ({
        ...c,
        quantity: again(c.quantity, 3),
        netWeight: again(c.netWeight, 3),
        grossWeight: again(c.grossWeight, 3),
      })),
    })),
  };
}
