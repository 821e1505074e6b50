import { describe, expect, it } from 'vitest';
import {
  canLeaveStep,
  EMPTY_ADDRESS,
  EMPTY_PAYMENT,
  isValidCardNumber,
  nextStep,
  previousStep,
  validateAddress,
  validatePayment,
} from '../../../../src/domain/demo/ecommerce/checkout';
import {
  categoriesOf,
  DEFAULT_SHOP_QUERY,
  filterShopProducts,
  findBySlug,
} from '../../../../src/domain/demo/ecommerce/shop-filter';
import { product } from './ecommerce-test-data';

const address = {
  fullName: 'Ana',
  phone: '+55 11 5555-0101',
  street: 'Rua A 1',
  city: 'Santos',
  postalCode: '11010',
  country: 'BR',
};
const card = { method: 'card' as const, cardNumber: '4111 1111 1111 1111', cvv: '123' };
const ready = { cart: [{ productId: 1, quantity: 1 }], address, payment: card };

describe('checkout validation', () => {
  it('requires every address field', () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      fullName: 'required',
      phone: 'required',
      street: 'required',
      city: 'required',
      postalCode: 'required',
      country: 'required',
    });
    expect(validateAddress(address)).toEqual({});
    expect(validateAddress({ ...address, phone: 'call me' })).toEqual({ phone: 'invalid' });
  });
  it('checks card numbers with Luhn', () => {
    expect(isValidCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('12')).toBe(false);
  });
  it('validates the payment by method', () => {
    expect(validatePayment(EMPTY_PAYMENT)).toEqual({ method: 'required' });
    expect(validatePayment(card)).toEqual({});
    expect(validatePayment({ ...card, cardNumber: '', cvv: '1' })).toEqual({ cardNumber: 'required', cvv: 'invalid' });
    expect(validatePayment({ method: 'bank-transfer', cardNumber: '', cvv: '' })).toEqual({});
  });
  it('advances only when the current step is valid', () => {
    expect(nextStep('cart', { ...ready, cart: [] })).toBe('cart');
    expect(nextStep('cart', ready)).toBe('address');
    expect(nextStep('address', { ...ready, address: EMPTY_ADDRESS })).toBe('address');
    expect(nextStep('address', ready)).toBe('payment');
    expect(nextStep('payment', ready)).toBe('done');
    expect(nextStep('done', ready)).toBe('done');
    expect(canLeaveStep('payment', { ...ready, payment: EMPTY_PAYMENT })).toBe(false);
  });
  it('goes back one step, not from done', () => {
    expect(previousStep('payment')).toBe('address');
    expect(previousStep('cart')).toBe('cart');
    expect(previousStep('done')).toBe('done');
  });
});

describe('shop filter', () => {
  const products = [
    product(1, { name: 'Pallet wrap', brand: 'Stretcho', category: 'Packing', priceCents: 3000, rating: 3 }),
    product(2, { name: 'Cargo strap', brand: 'Lasha', category: 'Securing', priceCents: 1500, rating: 5 }),
    product(3, { name: 'Corner board', brand: 'Stretcho', category: 'Packing', priceCents: 800, rating: 4 }),
  ];
  const ids = (l: { id: number }[]) => l.map((p) => p.id);
  it('keeps the featured order by default', () =>
    expect(ids(filterShopProducts(products, DEFAULT_SHOP_QUERY))).toEqual([1, 2, 3]));
  it('searches name and brand', () => {
    expect(ids(filterShopProducts(products, { ...DEFAULT_SHOP_QUERY, search: 'stretcho' }))).toEqual([1, 3]);
    expect(ids(filterShopProducts(products, { ...DEFAULT_SHOP_QUERY, search: 'STRAP' }))).toEqual([2]);
  });
  it('filters by category and max price', () => {
    expect(
      ids(filterShopProducts(products, { ...DEFAULT_SHOP_QUERY, category: 'Packing', maxPriceCents: 1000 })),
    ).toEqual([3]);
  });
  it('sorts by price and rating', () => {
    expect(ids(filterShopProducts(products, { ...DEFAULT_SHOP_QUERY, sort: 'price-asc' }))).toEqual([3, 2, 1]);
    expect(ids(filterShopProducts(products, { ...DEFAULT_SHOP_QUERY, sort: 'price-desc' }))).toEqual([1, 2, 3]);
    expect(ids(filterShopProducts(products, { ...DEFAULT_SHOP_QUERY, sort: 'rating' }))).toEqual([2, 3, 1]);
  });
  it('lists categories and finds by slug', () => {
    expect(categoriesOf(products)).toEqual(['Packing', 'Securing']);
    expect(findBySlug(products, 'product-2')?.id).toBe(2);
    expect(findBySlug(products, 'nope')).toBeUndefined();
  });
});
