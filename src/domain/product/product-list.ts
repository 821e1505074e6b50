import { activeFilterOf, type ListIndexConfig } from '../shared/list-query';
import { pickRecords, type PickerKeys } from '../shared/picker';
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

/** What a product picker finds a product by (code, descriptions, HS and NCM codes with and without dots) and
 * orders it by (its code). */
export const productPickerKeys: PickerKeys<Product> = { text: productSearchText, name: (p) => p.code };

/** Active products matching a line-item picker's text, best first (see picker.ts): codes that begin with it first. */
export function pickProducts(products: readonly Product[], text: string, limit: number): Product[] {
  return pickRecords(
    products.filter((p) => p.active),
    productPickerKeys,
    text,
    limit,
  );
}
