import {
  multiplyDivide,
  QUANTITY_SCALE,
  unitValueFromMinor,
  unitValueToMinor,
  type CurrencyCode,
  type Money,
} from '../shared/money';
import type { LineUnit } from './freight-options';

/** What a line's price is made of (the record's line type has these fields). */
export interface PricedLine {
  readonly unitValueMinor: number;
  readonly unitValueTenThousandths?: number;
}

/**
 * A line's unit value has up to 4 decimals (`unitValueTenThousandths`, e.g. US$ 0.4725 -> 4725) and its
 * two-decimal view in minor units (`unitValueMinor`, 47 cents) for readers that know only that one. The precise
 * value counts while the two agree (the minor value is the precise one rounded half even); a line whose minor value
 * was changed on its own (by a reader that knows only it) is priced at that minor value.
 */
export function lineUnitValue(line: PricedLine, currency: CurrencyCode): number {
  const precise = line.unitValueTenThousandths;
  if (
    precise !== undefined &&
    Number.isSafeInteger(precise) &&
    unitValueToMinor(precise, currency) === line.unitValueMinor
  ) {
    return precise;
  }
  return unitValueFromMinor(line.unitValueMinor, currency);
}

/** The line with both unit values stated and in agreement (the precise one kept only when it adds decimals). */
export function withUnitValue<L extends PricedLine>(line: L, currency: CurrencyCode): L {
  const precise = lineUnitValue(line, currency);
  const { unitValueTenThousandths: _dropped, ...rest } = line;
  const minor = unitValueToMinor(precise, currency);
  return (
    precise === unitValueFromMinor(minor, currency)
      ? { ...rest, unitValueMinor: minor }
      : { ...rest, unitValueMinor: minor, unitValueTenThousandths: precise }
  ) as L;
}

/** A line priced at `unitValue` ten-thousandths of the invoice currency (what a 4-decimal input gives). */
export function setLineUnitValue<L extends PricedLine>(line: L, unitValue: number, currency: CurrencyCode): L {
  return withUnitValue(
    { ...line, unitValueMinor: unitValueToMinor(unitValue, currency), unitValueTenThousandths: unitValue },
    currency,
  );
}

/** The weight of `quantityMilli` units (thousandths) at `perUnitGrams` each, rounded to the gram. */
export function weightForQuantity(perUnitGrams: number, quantityMilli: number): number {
  return multiplyDivide(perUnitGrams, quantityMilli, QUANTITY_SCALE);
}

/** What a line takes from the product it is made from (the picker's product option has these fields). */
export interface LineProduct {
  readonly id: string;
  readonly descriptionEn: string;
  readonly descriptionPt: string;
  readonly hsCode: string;
  readonly ncmCode: string;
  readonly unit: LineUnit;
  readonly unitPrice: Money;
  readonly netWeightGramsPerUnit: number;
  readonly grossWeightGramsPerUnit: number;
  readonly countryOfOrigin: string;
}

/** The fields of a shipment's line but its id and discount: what a product fills (see FreightLine). */
export interface MadeLine extends PricedLine {
  readonly productId: string | null;
  /** The description typed or picked (the invoice falls back to it when the line has none in its language). */
  readonly description: string;
  /** Both descriptions of the product the line was made from (see lineDescription). */
  readonly descriptionEn?: string;
  readonly descriptionPt?: string;
  /** 6-digit Harmonized System code. */
  readonly hsCode: string;
  /** 8-digit Mercosur code (NCM); its first 6 digits are the HS code. Empty when not given. */
  readonly ncmCode: string;
  readonly unit: LineUnit;
  readonly quantityMilli: number;
  /** Weights of the whole line, not per unit. */
  readonly netWeightGrams: number;
  readonly grossWeightGrams: number;
  readonly countryOfOrigin: string;
}

/**
 * The line made from a product: its codes, unit, both descriptions (the invoice prints the one of its language),
 * its price when it is in the invoice currency, weights for the line's quantity and its origin.
 */
export function lineFromProduct<L extends MadeLine>(line: L, product: LineProduct, currency: CurrencyCode): L {
  const priced =
    product.unitPrice.currency === currency
      ? { unitValueMinor: product.unitPrice.minor, unitValueTenThousandths: undefined }
      : {};
  const made: L = {
    ...line,
    productId: product.id,
    description: product.descriptionEn || product.descriptionPt,
    descriptionEn: product.descriptionEn,
    descriptionPt: product.descriptionPt,
    hsCode: product.hsCode,
    ncmCode: product.ncmCode,
    unit: product.unit,
    ...priced,
    netWeightGrams: weightForQuantity(product.netWeightGramsPerUnit, line.quantityMilli),
    grossWeightGrams: weightForQuantity(product.grossWeightGramsPerUnit, line.quantityMilli),
    countryOfOrigin: product.countryOfOrigin || line.countryOfOrigin,
  };
  return withUnitValue(made, currency);
}

/** The line's description in the document's language, else the one it was saved with. */
export function lineDescription(
  line: Pick<MadeLine, 'description' | 'descriptionEn' | 'descriptionPt'>,
  language: 'en' | 'pt',
): string {
  const own = language === 'pt' ? line.descriptionPt : line.descriptionEn;
  return own !== undefined && own.trim() !== '' ? own : line.description;
}

/**
 * The line's descriptions once the person types one of their own: the product's two no longer describe it, so the
 * typed one is printed in every language (retyping one of the product's keeps both).
 */
export function withTypedDescription<L extends Pick<MadeLine, 'description' | 'descriptionEn' | 'descriptionPt'>>(
  line: L,
  typed: string,
): L {
  if (typed === line.descriptionEn || typed === line.descriptionPt) return { ...line, description: typed };
  const { descriptionEn: _en, descriptionPt: _pt, ...rest } = line;
  return { ...rest, description: typed } as L;
}
