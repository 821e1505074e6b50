import type { ListIndexConfig } from '../shared/list-query';
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

export const productListConfig: ListIndexConfig<Product, ProductSortField, ProductFilterField> = {
  searchText: (p) => [p.code, p.descriptionPt, p.descriptionEn, p.hsCode, p.ncmCode].join(' '),
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

/** Active products matching a line-item picker's text: code prefix first, then any description. */
export function pickProducts(products: readonly Product[], text: string, limit: number): Product[] {
  const needle = text.trim().toLowerCase();
  const active = products.filter((p) => p.active);
  const prefix = active.filter((p) => p.code.toLowerCase().startsWith(needle));
  const rest =
    needle === ''
      ? []
      : active.filter(
          (p) =>
            !p.code.toLowerCase().startsWith(needle) &&
            `${p.descriptionEn} ${p.descriptionPt} ${p.ncmCode}`.toLowerCase().includes(needle),
        );
  return [...prefix, ...rest].slice(0, Math.max(0, limit));
}
