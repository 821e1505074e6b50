export function toggleWishlist(wishlist: readonly number[], productId: number): number[] {
  return wishlist.includes(productId) ? wishlist.filter((id) => id !== productId) : [...wishlist, productId];
}

export function isWished(wishlist: readonly number[], productId: number): boolean {
  return wishlist.includes(productId);
}
