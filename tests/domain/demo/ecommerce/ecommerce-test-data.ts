import type { ShopProduct } from '../../../../src/domain/demo/ecommerce/shop-product.types';

export function product(id: number, patch: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    brand: 'Brand',
    category: 'Packing',
    description: '',
    priceCents: 1_000,
    rating: 4,
    img: '',
    freeShipping: false,
    stock: 50,
    ...patch,
  };
}
