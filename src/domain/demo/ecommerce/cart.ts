import type { CartLine, ShopProduct } from './shop-product.types';

export const MAX_QUANTITY = 10;
/** Orders at or above this subtotal ship free. */
export const FREE_SHIPPING_FROM_CENTS = 50_000;
export const SHIPPING_CENTS = 2_500;
/** Tax in basis points (1 % = 100). */
export const TAX_BASIS_POINTS = 1_000;

function clampQuantity(quantity: number, stock: number): number {
  const max = Math.min(MAX_QUANTITY, Math.max(stock, 0));
  return Math.max(1, Math.min(Math.floor(quantity), max));
}

/** Adds one (or `quantity`) of the product; an existing line grows instead of duplicating. */
export function addToCart(cart: readonly CartLine[], product: ShopProduct, quantity = 1): CartLine[] {
  if (product.stock <= 0) return [...cart];
  const line = cart.find((l) => l.productId === product.id);
  if (!line) return [...cart, { productId: product.id, quantity: clampQuantity(quantity, product.stock) }];
  return setQuantity(cart, product, line.quantity + quantity);
}

export function setQuantity(cart: readonly CartLine[], product: ShopProduct, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity)) return [...cart];
  return cart.map((l) => (l.productId === product.id ? { ...l, quantity: clampQuantity(quantity, product.stock) } : l));
}

export function removeFromCart(cart: readonly CartLine[], productId: number): CartLine[] {
  return cart.filter((l) => l.productId !== productId);
}

export function isInCart(cart: readonly CartLine[], productId: number): boolean {
  return cart.some((l) => l.productId === productId);
}

export interface CartTotals {
  readonly itemCount: number;
  readonly subtotalCents: number;
  readonly shippingCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
}

/** Totals in integer cents; tax rounds half up per order. Lines of unknown products are ignored. */
export function cartTotals(cart: readonly CartLine[], products: readonly ShopProduct[]): CartTotals {
  const byId = new Map(products.map((p) => [p.id, p]));
  let itemCount = 0;
  let subtotalCents = 0;
  let allFree = true;
  for (const line of cart) {
    const product = byId.get(line.productId);
    if (!product) continue;
    itemCount += line.quantity;
    subtotalCents += product.priceCents * line.quantity;
    allFree &&= product.freeShipping;
  }
  const shippingCents = itemCount === 0 || allFree || subtotalCents >= FREE_SHIPPING_FROM_CENTS ? 0 : SHIPPING_CENTS;
  const taxCents = Math.floor((subtotalCents * TAX_BASIS_POINTS + 5_000) / 10_000);
  return { itemCount, subtotalCents, shippingCents, taxCents, totalCents: subtotalCents + shippingCents + taxCents };
}

/** "1234.5" style amounts are for display only; format cents as a fixed two-decimal string. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
