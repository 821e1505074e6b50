/**
 * Splits a whole number of minor units over weights so the shares sum to the total exactly
 * (largest-remainder method): each share is floor(total x weight / sum of weights), and the units left
 * over go one each to the largest remainders; equal remainders go to the earlier item. When every weight
 * is zero the total is split evenly by the same rule. Exact for any size (BigInt products).
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0)
    throw new RangeError(`total must be a whole number >= 0, got ${total}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError('weights must be whole numbers >= 0');
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError('cannot allocate an amount over no items');
    return [];
  }
  const basis = weights.every((w) => w === 0) ? weights.map(() => 1) : weights;
  const sum = basis.reduce((a, w) => a + BigInt(w), 0n);
  const big = BigInt(total);
  const shares = basis.map((w) => (big * BigInt(w)) / sum);
  const remainders = basis.map((w, index) => ({ index, remainder: (big * BigInt(w)) % sum }));
  let left = Number(big - shares.reduce((a, s) => a + s, 0n));
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1;
  }
  return shares.map(Number);
}
