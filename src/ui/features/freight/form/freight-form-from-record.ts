import { FROM_PRODUCT, weightSourcesOf, type UnitWeights } from '../../../../domain/freight/freight-line-product';
import { lineUnitValue } from '../../../../domain/freight/freight-line';
import type { FreightInput, FreightLine } from '../../../../domain/freight/freight-record';
import { formatDecimalInput, parseDecimalInput, type NumberLocale } from '../../../../domain/shared/decimal-input';
import { minorDigits, type CurrencyCode } from '../../../../domain/shared/money';
import type { PackingPackage } from '../../../../domain/trade/packing-list';
import {
  UNIT_VALUE_SCALE,
  type FreightFormValues,
  type LineFormValues,
  type PackageFormValues,
} from './freight-form-values';

// A saved shipment, line or package as the form shows it, in the person's number notation.

const money = (minor: number, currency: CurrencyCode, locale: NumberLocale) =>
  formatDecimalInput(minor, minorDigits(currency), locale);
const kg = (grams: number, locale: NumberLocale) => formatDecimalInput(grams, 3, locale);

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
