import { useSyncExternalStore } from 'react';
import { addToCart, removeFromCart, setQuantity } from '../../../../domain/demo/ecommerce/cart';
import type { CartLine, ShopProduct } from '../../../../domain/demo/ecommerce/shop-product.types';
import { toggleWishlist } from '../../../../domain/demo/ecommerce/wishlist';

/**
 * Cart and wishlist of the shop demo. They live in memory for the session and are shared by the
 * shop, wishlist, product and checkout screens (separate lazy routes, one module instance).
 */
export interface ShopState {
  readonly cart: readonly CartLine[];
  readonly wishlist: readonly number[];
}

let state: ShopState = { cart: [], wishlist: [] };
const listeners = new Set<() => void>();
const set = (next: ShopState) => {
  state = next;
  listeners.forEach((l) => l());
};

export const shopStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  add: (product: ShopProduct, quantity = 1) => set({ ...state, cart: addToCart(state.cart, product, quantity) }),
  setQuantity: (product: ShopProduct, quantity: number) =>
    set({ ...state, cart: setQuantity(state.cart, product, quantity) }),
  remove: (productId: number) => set({ ...state, cart: removeFromCart(state.cart, productId) }),
  toggleWish: (productId: number) => set({ ...state, wishlist: toggleWishlist(state.wishlist, productId) }),
  clearCart: () => set({ ...state, cart: [] }),
};

export function useShop(): ShopState {
  return useSyncExternalStore(shopStore.subscribe, shopStore.get, shopStore.get);
}
