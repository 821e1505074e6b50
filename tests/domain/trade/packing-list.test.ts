import { describe, expect, it } from 'vitest';
import {
  MARKS_MAX_LENGTH,
  packageProblems,
  packageTotals,
  packingTotals,
} from '../../../src/domain/trade/packing-list';
import { aPackage } from './packing-test-data';

describe('packageTotals', () => {
  it('sums the contents and measures the volume: 600 x 400 x 400 mm = 0.096 m3', () => {
    expect(packageTotals(aPackage())).toEqual({
      netWeightGrams: 6_000,
      grossWeightGrams: 6_600,
      volumeMm3: 96_000_000,
      volumeM3Milli: 96,
    });
  });

  it('rounds the volume to the litre, half away from zero', () => {
    expect(packageTotals(aPackage({ lengthMm: 333, widthMm: 333, heightMm: 333 })).volumeM3Milli).toBe(37); // 36.926 l
    expect(packageTotals(aPackage({ lengthMm: 100, widthMm: 100, heightMm: 50 })).volumeM3Milli).toBe(1); // 0.5 l
    expect(packageTotals(aPackage({ lengthMm: 100, widthMm: 100, heightMm: 49 })).volumeM3Milli).toBe(0); // 0.49 l
  });

  it('adds up a package holding several lines', () => {
    const mixed = aPackage({
      contents: [
        { lineId: 'l1', quantityMilli: 1_000, netWeightGrams: 1_000, grossWeightGrams: 1_200 },
        { lineId: 'l2', quantityMilli: 2_500, netWeightGrams: 2_500, grossWeightGrams: 2_700 },
      ],
    });
    expect(packageTotals(mixed)).toMatchObject({ netWeightGrams: 3_500, grossWeightGrams: 3_900 });
  });
});

describe('packingTotals', () => {
  it('counts packages by type and sums weights and volume', () => {
    const totals = packingTotals([
      aPackage(),
      aPackage(),
      aPackage({ type: 'pallet', lengthMm: 1_200, widthMm: 800, heightMm: 1_000 }),
    ]);
    expect(totals).toEqual({
      packages: 3,
      packagesByType: { box: 2, pallet: 1 },
      netWeightGrams: 18_000,
      grossWeightGrams: 19_800,
      volumeMm3: 1_152_000_000,
      volumeM3Milli: 1_152,
    });
  });

  it('rounds the exact total, not the sum of rounded packages', () => {
    const half = aPackage({ lengthMm: 100, widthMm: 100, heightMm: 50 });
    expect(packingTotals([half, half]).volumeM3Milli).toBe(1); // 2 x 0.5 l = 1 l, not 1 + 1
  });

  it('is all zero for no packages', () => {
    expect(packingTotals([])).toEqual({
      packages: 0,
      packagesByType: {},
      netWeightGrams: 0,
      grossWeightGrams: 0,
      volumeMm3: 0,
      volumeM3Milli: 0,
    });
  });
});

describe('packageProblems', () => {
  it('finds none in a sound package', () => {
    expect(packageProblems(aPackage(), 0)).toEqual([]);
  });

  it('points at each bad field with a code', () => {
    const bad = aPackage({
      marks: 'M'.repeat(MARKS_MAX_LENGTH + 1),
      lengthMm: 0,
      widthMm: -5,
      heightMm: 10.5,
      contents: [
        { lineId: 'l1', quantityMilli: 0, netWeightGrams: -1, grossWeightGrams: 5 },
        { lineId: 'l2', quantityMilli: 1.5, netWeightGrams: 500, grossWeightGrams: 400 },
      ],
    });
    expect(packageProblems(bad, 2)).toEqual([
      { packageIndex: 2, field: 'marks', code: 'tooLong' },
      { packageIndex: 2, field: 'lengthMm', code: 'dimensionNotPositive' },
      { packageIndex: 2, field: 'widthMm', code: 'dimensionNotPositive' },
      { packageIndex: 2, field: 'heightMm', code: 'notWholeNumber' },
      { packageIndex: 2, field: 'contents.0.quantityMilli', code: 'quantityNotPositive' },
      { packageIndex: 2, field: 'contents.0.netWeightGrams', code: 'weightNegative' },
      { packageIndex: 2, field: 'contents.1.quantityMilli', code: 'notWholeNumber' },
      { packageIndex: 2, field: 'contents.1.grossWeightGrams', code: 'grossBelowNet' },
    ]);
  });

  it('refuses an empty package', () => {
    expect(packageProblems(aPackage({ contents: [] }), 0)).toEqual([
      { packageIndex: 0, field: 'contents', code: 'noContents' },
    ]);
  });
});
