import { LINE_UNITS, type LineUnit } from '../freight/freight-options';
import { DEFAULT_CURRENCY, type Money } from '../shared/money';

/**
 * A product the company exports. Money in minor units, weights in grams per unit, codes as digit
 * strings (leading zeros matter): HS is the 6-digit Harmonized System code, NCM the 8-digit Mercosur
 * code whose first 6 digits are the HS code.
 */
export const PRODUCT_UNITS = LINE_UNITS;
export type ProductUnit = LineUnit;

export interface ProductFields {
  readonly code: string;
  readonly descriptionPt: string;
  readonly descriptionEn: string;
  readonly hsCode: string;
  readonly ncmCode: string;
  readonly unit: ProductUnit;
  readonly unitPrice: Money;
  readonly netWeightGrams: number;
  readonly grossWeightGrams: number;
  /** ISO 3166-1 alpha-2. */
  readonly countryOfOrigin: string;
  readonly active: boolean;
}

export interface Product extends ProductFields {
  readonly id: string;
  /** When it was last saved: a save names the version it started from, so a newer save is never overwritten. */
  readonly updatedAt: string;
}

export const EMPTY_PRODUCT: ProductFields = {
  code: '',
  descriptionPt: '',
  descriptionEn: '',
  hsCode: '',
  ncmCode: '',
  unit: 'pcs',
  unitPrice: { minor: 0, currency: DEFAULT_CURRENCY },
  netWeightGrams: 0,
  grossWeightGrams: 0,
  countryOfOrigin: 'BR',
  active: true,
};

export function isProductUnit(value: unknown): value is ProductUnit {
  return typeof value === 'string' && (PRODUCT_UNITS as readonly string[]).includes(value);
}

/** The description in the reader's language, falling back to the other one. */
export function productDescription(
  product: Pick<ProductFields, 'descriptionPt' | 'descriptionEn'>,
  locale: 'en' | 'pt',
): string {
  const preferred = locale === 'pt' ? product.descriptionPt : product.descriptionEn;
  return preferred.trim() !== '' ? preferred : locale === 'pt' ? product.descriptionEn : product.descriptionPt;
}

/**
 * A product code's alphabet: ASCII letters and digits, then also '-', '.', '/' and '_' (as ERP codes go). Nothing
 * else, so no code can look like another (Cyrillic 'Р' for Latin 'P', zero-width or bidi-override characters).
 */
export const PRODUCT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9._/-]*$/;

/** Codes compare without case or surrounding space: 'p-001 ' and 'P-001' are the same product. */
export function productCodeKey(code: string): string {
  return code.trim().toUpperCase();
}
