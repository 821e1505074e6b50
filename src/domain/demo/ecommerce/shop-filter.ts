import type { ShopProduct } from './shop-product.types';

export type ShopSort = 'featured' | 'price-asc' | 'price-desc' | 'rating';

export interface ShopQuery {
  readonly search: string;
  readonly category: string; // '' = every category
  readonly maxPriceCents: number | null;
  readonly sort: ShopSort;
}

export const DEFAULT_SHOP_QUERY: ShopQuery = { search: '', category: '', maxPriceCents: null, sort: 'featured' };

export function filterShopProducts(products: readonly ShopProduct[], query: ShopQuery): ShopProduct[] {
  const needle = query.search.trim().toLowerCase();
  const found = products.filter(
    (p) =>
      (needle === '' || p.name.toLowerCase().includes(needle) || p.brand.toLowerCase().includes(needle)) &&
      (query.category === '' || p.category === query.category) &&
      (query.maxPriceCents === null || p.priceCents <= query.maxPriceCents),
  );
  switch (query.sort) {
    case 'price-asc':
      return found.sort((a, b) => a.priceCents - b.priceCents || a.id - b.id);
    case 'price-desc':
      return found.sort((a, b) => b.priceCents - a.priceCents || a.id - b.id);
    case 'rating':
      return found.sort((a, b) => b.rating - a.rating || a.id - b.id);
    default:
      return found;
  }
}

export function categoriesOf(products: readonly ShopProduct[]): string[] {
  return [...new Set(products.map((p) => p.category))].sort();
}

export function findBySlug(products: readonly ShopProduct[], slug: string): ShopProduct | undefined {
  return products.find((p) => p.slug === slug);
}
