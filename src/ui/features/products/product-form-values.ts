import { formatDecimalInput, parseDecimalInput, type NumberLocale } from '../../../domain/shared/decimal-input';
import { isCurrencyCode, minorDigits, type CurrencyCode } from '../../../domain/shared/money';
import type { ProductFields } from '../../../domain/product/product';
import { validateProduct } from '../../../domain/product/product-validation';

/** The product form as typed: numbers stay text in the person's notation until saved. */
export interface ProductFormValues extends Omit<ProductFields, 'unitPrice' | 'netWeightGrams' | 'grossWeightGrams'> {
  readonly price: string;
  readonly currency: CurrencyCode;
  readonly netKg: string;
  readonly grossKg: string;
}

export function toFormValues(p: ProductFields, locale: NumberLocale): ProductFormValues {
  return {
    code: p.code,
    descriptionPt: p.descriptionPt,
    descriptionEn: p.descriptionEn,
    hsCode: p.hsCode,
    ncmCode: p.ncmCode,
    unit: p.unit,
    currency: p.unitPrice.currency,
    countryOfOrigin: p.countryOfOrigin,
    active: p.active,
    price: formatDecimalInput(p.unitPrice.minor, minorDigits(p.unitPrice.currency), locale),
    netKg: formatDecimalInput(p.netWeightGrams, 3, locale),
    grossKg: formatDecimalInput(p.grossWeightGrams, 3, locale),
  };
}

const FIELD_OF: Record<string, keyof ProductFormValues> = {
  unitPriceMinor: 'price',
  netWeightGrams: 'netKg',
  grossWeightGrams: 'grossKg',
};

/** The record to save, or error codes keyed by the form's field names. */
export function fromFormValues(
  v: ProductFormValues,
  locale: NumberLocale,
): { fields: ProductFields | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const currency = isCurrencyCode(v.currency) ? v.currency : 'USD';
  const read = (field: 'price' | 'netKg' | 'grossKg', scale: number): number => {
    const parsed = parseDecimalInput(v[field], { locale, scale });
    if (parsed.ok) return parsed.value;
    errors[field] = parsed.error;
    return 0;
  };
  const fields: ProductFields = {
    code: v.code,
    descriptionPt: v.descriptionPt,
    descriptionEn: v.descriptionEn,
    hsCode: v.hsCode,
    ncmCode: v.ncmCode,
    unit: v.unit,
    countryOfOrigin: v.countryOfOrigin,
    active: v.active,
    unitPrice: { minor: read('price', minorDigits(currency)), currency },
    netWeightGrams: read('netKg', 3),
    grossWeightGrams: read('grossKg', 3),
  };
  for (const [field, code] of Object.entries(validateProduct(fields))) {
    const name = FIELD_OF[field] ?? field;
    if (code && !errors[name]) errors[name] = code;
  }
  return { fields: Object.keys(errors).length === 0 ? fields : null, errors };
}

/** Server field names (unitPrice, netWeightGrams...) as the form's. */
export function formFieldOf(serverField: string): string {
  return FIELD_OF[serverField] ?? serverField;
}

/** The typed numbers rewritten in another language's notation (1.5 -> 1,5); text that does not read stays as typed. */
export function renotateNumbers(
  v: ProductFormValues,
  from: NumberLocale,
  to: NumberLocale,
): Partial<ProductFormValues> {
  const scales = { price: isCurrencyCode(v.currency) ? minorDigits(v.currency) : 2, netKg: 3, grossKg: 3 } as const;
  const out: Partial<Record<keyof typeof scales, string>> = {};
  for (const [field, scale] of Object.entries(scales) as [keyof typeof scales, number][]) {
    const parsed = parseDecimalInput(v[field], { locale: from, scale });
    if (parsed.ok) out[field] = formatDecimalInput(parsed.value, scale, to);
  }
  return out;
}
