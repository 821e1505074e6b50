import { type FieldErrors } from '../contact/field-rules';
import { isCountryCode, UNKNOWN_COUNTRY } from '../shared/country-codes';
import { isCurrencyCode } from '../shared/money';
import { MONEY_LIMITS } from '../shared/money-limits';
import { isProductUnit, PRODUCT_CODE_PATTERN, productCodeKey, type ProductFields } from './product';

export type ProductField = keyof ProductFields | 'unitPriceMinor' | 'currency';

export function normaliseProduct(p: ProductFields): ProductFields {
  return {
    ...p,
    code: productCodeKey(p.code),
    descriptionPt: p.descriptionPt.trim(),
    descriptionEn: p.descriptionEn.trim(),
    hsCode: p.hsCode.replace(/[\s.]/g, ''),
    ncmCode: p.ncmCode.replace(/[\s.]/g, ''),
    countryOfOrigin: p.countryOfOrigin.trim().toUpperCase(),
  };
}

const isWhole = (n: number) => Number.isSafeInteger(n) && n >= 0;
/** A product's price within the bound of one amount; its weights within a million tonnes. */
const MAX_WEIGHT_GRAMS = 1_000_000_000_000;

/**
 * Error codes per field: 'required', 'hs' (6 digits), 'ncm' (8 digits), 'ncmHs' (NCM does not
 * start with the HS code), UNKNOWN_COUNTRY (not an ISO 3166-1 code), 'unit', 'currency', 'amount', 'weight' (gross below net), 'tooLong',
 * 'tooLarge' (past MONEY_LIMITS),
 * 'codeCharacters' (a code outside PRODUCT_CODE_PATTERN).
 */
export function validateProduct(input: ProductFields): FieldErrors<ProductField> {
  const p = normaliseProduct(input);
  const e: Partial<Record<ProductField, string>> = {};
  if (p.code === '') e.code = 'required';
  else if (p.code.length > 64) e.code = 'tooLong';
  else if (!PRODUCT_CODE_PATTERN.test(p.code)) e.code = 'codeCharacters';
  if (p.descriptionPt === '' && p.descriptionEn === '') {
    e.descriptionPt = 'required';
    e.descriptionEn = 'required';
  }
  if (p.descriptionPt.length > 500) e.descriptionPt = 'tooLong';
  if (p.descriptionEn.length > 500) e.descriptionEn = 'tooLong';
  if (p.hsCode === '') e.hsCode = 'required';
  else if (!/^\d{6}$/.test(p.hsCode)) e.hsCode = 'hs';
  if (p.ncmCode !== '') {
    if (!/^\d{8}$/.test(p.ncmCode)) e.ncmCode = 'ncm';
    else if (!e.hsCode && !p.ncmCode.startsWith(p.hsCode)) e.ncmCode = 'ncmHs';
  }
  if (!isProductUnit(p.unit)) e.unit = 'unit';
  if (!isCurrencyCode(p.unitPrice.currency)) e.currency = 'currency';
  if (!isWhole(p.unitPrice.minor)) e.unitPriceMinor = 'amount';
  else if (p.unitPrice.minor > MONEY_LIMITS.amountMinor) e.unitPriceMinor = 'tooLarge';
  if (!isWhole(p.netWeightGrams)) e.netWeightGrams = 'amount';
  else if (p.netWeightGrams > MAX_WEIGHT_GRAMS) e.netWeightGrams = 'tooLarge';
  if (!isWhole(p.grossWeightGrams)) e.grossWeightGrams = 'amount';
  else if (p.grossWeightGrams > MAX_WEIGHT_GRAMS) e.grossWeightGrams = 'tooLarge';
  else if (isWhole(p.netWeightGrams) && p.grossWeightGrams < p.netWeightGrams) e.grossWeightGrams = 'weight';
  if (!isCountryCode(p.countryOfOrigin)) e.countryOfOrigin = p.countryOfOrigin === '' ? 'required' : UNKNOWN_COUNTRY;
  return e;
}

/** A product's rules as one value: what it is called, how it is tidied, how it is checked. */
export const productRules = { kind: 'product', normalise: normaliseProduct, validate: validateProduct } as const;
