import { activeFilterOf, type ListIndexConfig } from '../shared/list-query';
import { productCodeKey, type Product } from './product';

export const PRODUCT_SORT_FIELDS = [
  'code',
  'descriptionEn',
  'descriptionPt',
  'hsCode',
  'unitPrice',
  'countryOfOrigin',
] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export type ProductFilterField = 'active' | 'countryOfOrigin' | 'currency';

/** A product list's filters as a URL or a stored query carries them, in the values the list compares. */
export function productFiltersOf(filters: Readonly<Record<string, unknown>>) {
  const { active, currency, countryOfOrigin } = filters;
  const activeValue = activeFilterOf(active);
  return {
    ...(activeValue === null ? {} : { active: activeValue }),
    ...(typeof currency === 'string' && currency ? { currency } : {}),
    ...(typeof countryOfOrigin === 'string' && countryOfOrigin ? { countryOfOrigin } : {}),
  };
}

/** A tariff code with the dots people type ('08119000' -> '0811.90.00', '081190' -> '0811.90'). */
export function dottedTariffCode(code: string): string {
  if (!/^\d{6}(\d{2})?$/.test(code)) return code;
  return [code.slice(0, 4), code.slice(4, 6), code.slice(6)].filter((part) => part !== '').join('.');
}

/** A typed code without its separators ('0811.90' -> '081190'), or null when it is not a run of digits. */
function typedDigits(text: string): string | null {
  const digits = text.replace(/[\s.-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** What a product is found by: code, both descriptions, and its HS and NCM codes with and without dots. */
export function productSearchText(p: Product): string {
  return [
    p.code,
    p.descriptionPt,
    p.descriptionEn,
    p.hsCode,
    p.ncmCode,
    dottedTariffCode(p.hsCode),
    dottedTariffCode(p.ncmCode),
  ].join(' ');
}

export const productListConfig: ListIndexConfig<Product, ProductSortField, ProductFilterField> = {
  searchText: productSearchText,
  sortKeys: {
    code: (p) => p.code,
    descriptionEn: (p) => p.descriptionEn || null,
    descriptionPt: (p) => p.descriptionPt || null,
    hsCode: (p) => p.hsCode || null,
    // Prices in different currencies do not compare; within a currency the minor units do.
    unitPrice: (p) => p.unitPrice.minor,
    countryOfOrigin: (p) => p.countryOfOrigin || null,
  },
  filterKeys: {
    active: (p) => p.active,
    countryOfOrigin: (p) => p.countryOfOrigin,
    currency: (p) => p.unitPrice.currency,
  },
};

/** The product already using `code`, other than `exceptId` (duplicate codes are refused). */
export function findByCode(products: readonly Product[], code: string, exceptId?: string): Product | undefined {
  const key = productCodeKey(code);
  return products.find((p) => p.id !== exceptId && productCodeKey(p.code) === key);
}

/** Active products matching a line-item picker's text: code prefix first, then any description or NCM/HS code
 * (typed with or without dots). */
export function pickProducts(products: readonly Product[], text: string, limit: number): Product[] {
  const needle = text.trim().toLowerCase();
  const digits = typedDigits(needle);
  const active = products.filter((p) => p.active);
  const prefix = active.filter((p) => p.code.toLowerCase().startsWith(needle));
  const rest =
    needle === ''
      ? []
      : active.filter(
          (p) =>
            !p.code.toLowerCase().startsWith(needle) &&
            (`${p.descriptionEn} ${p.descriptionPt} ${p.ncmCode}`.toLowerCase().includes(needle) ||
              (digits !== null && (p.ncmCode.includes(digits) || p.hsCode.includes(digits)))),
        );
  return [...prefix, ...rest].slice(0, Math.max(0, limit));
}
