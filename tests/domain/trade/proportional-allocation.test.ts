import { describe, expect, it } from 'vitest';
import { allocateProportionally } from '../../../src/domain/trade/proportional-allocation';

const sum = (values: readonly number[]) => values.reduce((a, v) => a + v, 0);

describe('allocateProportionally (largest remainder)', () => {
  it('splits exactly when the shares are whole', () => {
    expect(allocateProportionally(1000, [60, 40])).toEqual([600, 400]);
  });

  it('gives the leftover units to the largest remainders', () => {
    // 100 x 1/3 = 33.33 each: one unit is left over and goes to the first of the equal remainders.
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 1 unit over 3333 : 3333 : 3334 goes to the largest remainder, the third line.
    expect(allocateProportionally(1, [3333, 3333, 3334])).toEqual([0, 0, 1]);
    // 17 over 1 : 2 is 5.67 and 11.33: the first has the larger remainder.
    expect(allocateProportionally(17, [1, 2])).toEqual([6, 11]);
  });

  it('always sums to the total', () => {
    const weights = [1999, 3652, 1000, 7, 0, 123_456];
    for (const total of [0, 1, 2, 99, 10_001, 987_654_321])
      expect(sum(allocateProportionally(total, weights))).toBe(total);
  });

  it('gives nothing to a zero weight while other weights are positive', () => {
    expect(allocateProportionally(10, [0, 5, 5])).toEqual([0, 5, 5]);
  });

  it('splits evenly when every weight is zero', () => {
    expect(allocateProportionally(10, [0, 0, 0])).toEqual([4, 3, 3]);
  });

  it('is exact with amounts past 2^53 in the intermediate product', () => {
    const total = 9_000_000_000_000_000;
    expect(allocateProportionally(total, [1, 2])).toEqual([3_000_000_000_000_000, 6_000_000_000_000_000]);
  });

  it('allows nothing over no items, and refuses negative or fractional input', () => {
    expect(allocateProportionally(0, [])).toEqual([]);
    expect(() => allocateProportionally(1, [])).toThrow(RangeError);
    expect(() => allocateProportionally(-1, [1])).toThrow(RangeError);
    expect(() => allocateProportionally(1.5, [1])).toThrow(RangeError);
    expect(() => allocateProportionally(1, [-1, 2])).toThrow(RangeError);
  });
});
