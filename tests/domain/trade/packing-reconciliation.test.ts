import { describe, expect, it } from 'vitest';
import { reconcilePackingList, type InvoiceLineQuantities } from '../../../src/domain/trade/packing-reconciliation';
import { aPackage } from './packing-test-data';

const lines: InvoiceLineQuantities[] = [
  { id: 'l1', quantityMilli: 10_000, netWeightGrams: 10_000, grossWeightGrams: 11_000 },
  { id: 'l2', quantityMilli: 5_000, netWeightGrams: 5_000, grossWeightGrams: 5_500 },
];

const agreeing = [
  aPackage({ contents: [{ lineId: 'l1', quantityMilli: 6_000, netWeightGrams: 6_000, grossWeightGrams: 6_600 }] }),
  aPackage({ contents: [{ lineId: 'l1', quantityMilli: 4_000, netWeightGrams: 4_000, grossWeightGrams: 4_400 }] }),
  aPackage({
    type: 'pallet',
    lengthMm: 1_200,
    widthMm: 800,
    heightMm: 1_000,
    contents: [{ lineId: 'l2', quantityMilli: 5_000, netWeightGrams: 5_000, grossWeightGrams: 5_500 }],
  }),
];

describe('reconcilePackingList', () => {
  it('may book when every line is packed exactly as invoiced', () => {
    const result = reconcilePackingList(lines, agreeing);
    expect(result.differences).toEqual([]);
    expect(result.problems).toEqual([]);
    expect(result.mayBook).toBe(true);
    expect(result.totals).toMatchObject({ packages: 3, netWeightGrams: 15_000, grossWeightGrams: 16_500 });
  });

  it('says by how much a line disagrees: line 2 has 3.5 kg net (and gross) more packed than invoiced', () => {
    const heavier = [
      ...agreeing.slice(0, 2),
      aPackage({ contents: [{ lineId: 'l2', quantityMilli: 5_000, netWeightGrams: 8_500, grossWeightGrams: 9_000 }] }),
    ];
    const result = reconcilePackingList(lines, heavier);
    expect(result.mayBook).toBe(false);
    expect(result.differences).toEqual([
      {
        lineId: 'l2',
        lineNumber: 2,
        measure: 'netWeight',
        invoiced: 5_000,
        packed: 8_500,
        difference: 3_500,
        direction: 'morePacked',
      },
      {
        lineId: 'l2',
        lineNumber: 2,
        measure: 'grossWeight',
        invoiced: 5_500,
        packed: 9_000,
        difference: 3_500,
        direction: 'morePacked',
      },
    ]);
  });

  it('reports a short-packed quantity as less packed', () => {
    const short = [agreeing[0]!, agreeing[2]!];
    const result = reconcilePackingList(lines, short);
    expect(result.differences.map((d) => [d.lineNumber, d.measure, d.difference, d.direction])).toEqual([
      [1, 'quantity', -4_000, 'lessPacked'],
      [1, 'netWeight', -4_000, 'lessPacked'],
      [1, 'grossWeight', -4_400, 'lessPacked'],
    ]);
  });

  it('reports a line not packed at all', () => {
    const result = reconcilePackingList(lines, agreeing.slice(0, 2));
    expect(result.differences.filter((d) => d.lineId === 'l2').map((d) => d.packed)).toEqual([0, 0, 0]);
    expect(result.mayBook).toBe(false);
  });

  it('adds up a line spread over several packages and packages holding several lines', () => {
    const mixed = [
      aPackage({
        contents: [
          { lineId: 'l1', quantityMilli: 9_999, netWeightGrams: 9_999, grossWeightGrams: 10_999 },
          { lineId: 'l2', quantityMilli: 2_000, netWeightGrams: 2_000, grossWeightGrams: 2_200 },
        ],
      }),
      aPackage({
        contents: [
          { lineId: 'l2', quantityMilli: 3_000, netWeightGrams: 3_000, grossWeightGrams: 3_300 },
          { lineId: 'l1', quantityMilli: 1, netWeightGrams: 1, grossWeightGrams: 1 },
        ],
      }),
    ];
    expect(reconcilePackingList(lines, mixed)).toMatchObject({ differences: [], problems: [], mayBook: true });
  });

  it('catches a single gram or a thousandth of a unit', () => {
    const oneGram = [
      agreeing[0]!,
      aPackage({ contents: [{ lineId: 'l1', quantityMilli: 3_999, netWeightGrams: 4_000, grossWeightGrams: 4_401 }] }),
      agreeing[2]!,
    ];
    const result = reconcilePackingList(lines, oneGram);
    expect(result.differences.map((d) => [d.measure, d.difference])).toEqual([
      ['quantity', -1],
      ['grossWeight', 1],
    ]);
  });

  it('refuses contents of a line that is not on the invoice', () => {
    const stray = [
      ...agreeing,
      aPackage({ contents: [{ lineId: 'l9', quantityMilli: 1_000, netWeightGrams: 1, grossWeightGrams: 1 }] }),
    ];
    const result = reconcilePackingList(lines, stray);
    expect(result.problems).toEqual([
      { packageIndex: 3, field: 'contents.0.lineId', code: 'unknownLine', lineId: 'l9' },
    ]);
    expect(result.differences).toEqual([]);
    expect(result.mayBook).toBe(false);
  });

  it('refuses a package with a problem even when the sums agree', () => {
    const flat = [agreeing[0]!, { ...agreeing[1]!, heightMm: 0 }, agreeing[2]!];
    const result = reconcilePackingList(lines, flat);
    expect(result.differences).toEqual([]);
    expect(result.problems).toEqual([{ packageIndex: 1, field: 'heightMm', code: 'dimensionNotPositive' }]);
    expect(result.mayBook).toBe(false);
  });

  it('cannot book without packages', () => {
    const result = reconcilePackingList([], []);
    expect(result.problems).toEqual([{ packageIndex: null, field: 'packages', code: 'noPackages' }]);
    expect(result.mayBook).toBe(false);
  });
});
