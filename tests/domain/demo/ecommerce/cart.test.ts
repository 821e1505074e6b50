import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartTotals,
  centsToDecimal,
  FREE_SHIPPING_FROM_CENTS,
  isInCart,
  MAX_QUANTITY,
  removeFromCart,
  SHIPPING_CENTS,
  setQuantity,
} from '../../../../src/domain/demo/ecommerce/cart';
import { isWished, toggleWishlist } from '../../../../src/domain/demo/ecommerce/wishlist';
import { product } from './ecommerce-test-data';

const a = product(1, { priceCents: 1_999 });
const b = product(2, { priceCents: 4_550, stock: 3 });
const free = product(3, { priceCents: 100, freeShipping: true });

describe('cart', () => {
  it('adds a new line, then grows it instead of duplicating', () => {
    const once = addToCart([], a);
    expect(once).toEqual([{ productId: 1, quantity: 1 }]);
    expect(addToCart(once, a, 2)).toEqual([{ productId: 1, quantity: 3 }]);
    expect(isInCart(once, 1)).toBe(true);
    expect(isInCart(once, 2)).toBe(false);
  });
  it('never exceeds stock or the per-line maximum', () => {
    expect(addToCart([], b, 9)).toEqual([{ productId: 2, quantity: 3 }]);
    expect(setQuantity(addToCart([], a), a, 99)[0]?.quantity).toBe(MAX_QUANTITY);
  });
  it('refuses out-of-stock products', () => {
    expect(addToCart([], product(4, { stock: 0 }))).toEqual([]);
  });
  it('quantity stays at least 1 and ignores junk', () => {
    const cart = addToCart([], a, 2);
    expect(setQuantity(cart, a, 0)[0]?.quantity).toBe(1);
    expect(setQuantity(cart, a, 2.7)[0]?.quantity).toBe(2);
    expect(setQuantity(cart, a, Number.NaN)).toEqual(cart);
  });
  it('removes a line', () => {
    expect(removeFromCart(addToCart(addToCart([], a), free), 1)).toEqual([{ productId: 3, quantity: 1 }]);
  });
});

describe('cartTotals', () => {
  it('is all zero for an empty cart', () => {
    expect(cartTotals([], [a])).toEqual({
      itemCount: 0,
      subtotalCents: 0,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
  });
  it('adds shipping under the threshold and 10% tax rounded half up', () => {
    const t = cartTotals([{ productId: 1, quantity: 3 }], [a]);
    expect(t.subtotalCents).toBe(5_997);
    expect(t.shippingCents).toBe(SHIPPING_CENTS);
    expect(t.taxCents).toBe(600); // 599.7 -> 600
    expect(t.totalCents).toBe(5_997 + SHIPPING_CENTS + 600);
    expect(t.itemCount).toBe(3);
  });
  it('ships free from the threshold or when every product ships free', () => {
    const big = product(5, { priceCents: FREE_SHIPPING_FROM_CENTS });
    expect(cartTotals([{ productId: 5, quantity: 1 }], [big]).shippingCents).toBe(0);
    expect(cartTotals([{ productId: 3, quantity: 2 }], [free]).shippingCents).toBe(0);
    expect(
      cartTotals(
        [
          { productId: 3, quantity: 1 },
          { productId: 1, quantity: 1 },
        ],
        [free, a],
      ).shippingCents,
    ).toBe(SHIPPING_CENTS);
  });
  it('ignores lines of unknown products', () => {
    expect(cartTotals([{ productId: 77, quantity: 2 }], [a]).itemCount).toBe(0);
  });
  it('formats cents exactly', () => {
    expect(centsToDecimal(123_456)).toBe('1234.56');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-250)).toBe('-2.50');
  });
});

describe('wishlist', () => {
  it('toggles membership', () => {
    const once = toggleWishlist([], 2);
    expect(once).toEqual([2]);
    expect(isWished(once, 2)).toBe(true);
    expect(toggleWishlist(once, 2)).toEqual([]);
  });
});
