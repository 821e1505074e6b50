import type { CsvColumn } from '../shared/csv';
import { parseDecimalInput } from '../shared/decimal-input';
import { isCurrencyCode, minorDigits, moneyToDecimalString, scaledToDecimalString } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import { isProductUnit, type Product, type ProductFields } from './product';
import { normaliseProduct, validateProduct } from './product-validation';

/**
 * Products as CSV with machine headers. Numbers use a dot as decimal separator whatever the
 * language (a file travels between people); price in major units, weights in kg.
 */
export const PRODUCT_CSV_HEADERS = [
  'code',
  'descriptionPt',
  'descriptionEn',
  'hsCode',
  'ncmCode',
  'unit',
  'unitPrice',
  'currency',
  'netWeightKg',
  'grossWeightKg',
  'countryOfOrigin',
  'active',
] as const;

/** A column headed with the field's name and holding its value as stored. */
const asStored = (
  field: 'code' | 'descriptionPt' | 'descriptionEn' | 'hsCode' | 'ncmCode' | 'unit' | 'countryOfOrigin' | 'active',
): CsvColumn<Product> => ({
  header: field,
  value: (p) => p[field],
});

export const productCsvColumns: readonly CsvColumn<Product>[] = [
  ...(['code', 'descriptionPt', 'descriptionEn', 'hsCode', 'ncmCode', 'unit'] as const).map(asStored),
  { header: 'unitPrice', kind: 'number', decimals: 2, value: (p) => moneyToDecimalString(p.unitPrice) },
  { header: 'currency', value: (p) => p.unitPrice.currency },
  { header: 'netWeightKg', kind: 'number', decimals: 3, value: (p) => scaledToDecimalString(p.netWeightGrams, 3) },
  { header: 'grossWeightKg', kind: 'number', decimals: 3, value: (p) => scaledToDecimalString(p.grossWeightGrams, 3) },
  asStored('countryOfOrigin'),
  asStored('active'),
];

/** A yes/no cell (true, yes, sim, 1; false, no, não, 0); empty is yes. Null when it reads as neither. */
export function readBool(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (['true', 'yes', 'sim', '1', ''].includes(t)) return true;
  if (['false', 'no', 'não', 'nao', '0'].includes(t)) return false;
  return null;
}

export function productFromCsv(
  record: Readonly<Record<string, string>>,
): Result<ProductFields, Record<string, string>> {
  const errors: Record<string, string> = {};
  const cell = (key: string) => (record[key] ?? '').trim();
  const currency = cell('currency').toUpperCase();
  if (!isCurrencyCode(currency)) errors.currency = 'currency';
  const unit = cell('unit').toLowerCase();
  if (!isProductUnit(unit)) errors.unit = 'unit';
  const number = (key: string, scale: number): number => {
    const parsed = parseDecimalInput(cell(key), { locale: 'en', scale });
    if (parsed.ok) return parsed.value;
    errors[key] = parsed.error;
    return 0;
  };
  const price = number('unitPrice', isCurrencyCode(currency) ? minorDigits(currency) : 2);
  const net = number('netWeightKg', 3);
  const gross = number('grossWeightKg', 3);
  const active = readBool(cell('active'));
  if (active === null) errors.active = 'bool';
  if (Object.keys(errors).length > 0 || !isCurrencyCode(currency) || !isProductUnit(unit)) return err(errors);
  const fields = normaliseProduct({
    code: cell('code'),
    descriptionPt: cell('descriptionPt'),
    descriptionEn: cell('descriptionEn'),
    hsCode: cell('hsCode'),
    ncmCode: cell('ncmCode'),
    unit,
    unitPrice: { minor: price, currency },
    netWeightGrams: net,
    grossWeightGrams: gross,
    countryOfOrigin: cell('countryOfOrigin'),
    active: active ?? true,
  });
  const invalid = validateProduct(fields) as Record<string, string>;
  return Object.keys(invalid).length > 0 ? err(invalid) : ok(fields);
}
