import { describe, expect, it } from 'vitest';
import { reconcileNfe, type NfeInvoice } from '../../../../src/domain/trade/nfe/nfe-reconciliation';
import { aLine } from '../../freight/freight-test-data';
import { aPackage } from '../packing-test-data';
import { aNfe, anItem } from './nfe-test-data';

/** The commercial invoice aNfe() covers: US$ at R$ 5.00, two lines, 10 packages. */
function anInvoice(patch: Partial<NfeInvoice> = {}): NfeInvoice {
  return {
    currency: 'USD',
    exchangeRate: { rateMicros: 5_000_000, date: '2026-03-09', source: 'ptax' },
    packages: 10,
    lines: [
      aLine({ quantityMilli: 6_000_000, unitValueMinor: 570, netWeightGrams: 6_000_000, grossWeightGrams: 6_300_000 }),
      aLine({
        id: 'l2',
        ncmCode: '09012100',
        quantityMilli: 1_200_000,
        unitValueMinor: 1248,
        unitValueTenThousandths: 124_750,
        netWeightGrams: 1_200_000,
        grossWeightGrams: 1_260_000,
      }),
    ],
    ...patch,
  };
}

describe('reconcileNfe', () => {
  it('agrees when items, values, weights and packages are the invoice ones', () => {
    expect(reconcileNfe([aNfe()], anInvoice())).toEqual({ differences: [], agrees: true });
  });

  it('names each differing field of a line, with both figures', () => {
    const doc = aNfe({
      items: [anItem({ ncm: '09011190', unit: 'UN', quantityTenThousandths: 60_000_005 }), aNfe().items[1] ?? anItem()],
    });
    expect(reconcileNfe([doc], anInvoice()).differences).toEqual([
      { field: 'ncm', nfe: '09011190', invoice: '09011110', line: 1 },
      { field: 'quantity', nfe: 60_000_005, invoice: 60_000_000, line: 1 },
      { field: 'unit', nfe: 'UN', invoice: 'kg', line: 1 },
    ]);
  });

  it('allows one centavo per line between the NF-e value and the converted invoice value, not two', () => {
    const withValue = (cents: number) =>
      aNfe({ items: [anItem({ totalBrlCents: cents }), aNfe().items[1] ?? anItem()] });
    expect(reconcileNfe([withValue(17_100_001)], anInvoice()).agrees).toBe(true);
    expect(reconcileNfe([withValue(17_099_999)], anInvoice()).agrees).toBe(true);
    expect(reconcileNfe([withValue(17_100_002)], anInvoice()).differences).toEqual([
      { field: 'value', nfe: 17_100_002, invoice: 17_100_000, line: 1 },
    ]);
  });

  it("compares net values: the NF-e item's discount and the line's discount", () => {
    const doc = aNfe({ items: [anItem({ discountBrlCents: 1_710_000 }), aNfe().items[1] ?? anItem()] });
    const lines = anInvoice().lines.map((l, i) =>
      i === 0 ? { ...l, discount: { kind: 'percent' as const, basisPoints: 1000 } } : l,
    );
    expect(reconcileNfe([doc], anInvoice({ lines })).agrees).toBe(true);
    expect(reconcileNfe([doc], anInvoice()).differences).toEqual([
      { field: 'value', nfe: 15_390_000, invoice: 17_100_000, line: 1 },
    ]);
  });

  it('compares a BRL invoice as it is, and says when a foreign one has no rate', () => {
    const brl = anInvoice({
      currency: 'BRL',
      exchangeRate: null,
      lines: anInvoice().lines.map((l, i) =>
        i === 0 ? { ...l, unitValueMinor: 2850 } : { ...l, unitValueMinor: 6238, unitValueTenThousandths: 623_750 },
      ),
    });
    expect(reconcileNfe([aNfe()], brl).agrees).toBe(true);
    expect(reconcileNfe([aNfe()], anInvoice({ exchangeRate: null })).differences).toEqual([
      { field: 'exchangeRate', nfe: null, invoice: null, line: null },
    ]);
  });

  it('faces the items of several NF-e, in order, with the lines', () => {
    const [first, second] = aNfe().items;
    const one = aNfe({
      items: [first ?? anItem()],
      volumes: [{ count: 6, kind: 'PALLETS', netWeightGrams: 6_000_000, grossWeightGrams: 6_300_000 }],
    });
    const two = aNfe({
      items: [{ ...(second ?? anItem()), position: 1 }],
      volumes: [{ count: 4, kind: 'PALLETS', netWeightGrams: 1_200_000, grossWeightGrams: 1_260_000 }],
    });
    expect(reconcileNfe([one, two], anInvoice()).agrees).toBe(true);
    expect(reconcileNfe([two, one], anInvoice()).differences.map((d) => [d.field, d.line])).toEqual([
      ['ncm', 1],
      ['quantity', 1],
      ['value', 1],
      ['ncm', 2],
      ['quantity', 2],
      ['value', 2],
    ]);
  });

  it('says when the NF-e have more or fewer items than the invoice has lines', () => {
    const lines = [...anInvoice().lines, aLine({ id: 'l3', netWeightGrams: 0, grossWeightGrams: 0 })];
    expect(reconcileNfe([aNfe()], anInvoice({ lines })).differences).toEqual([
      { field: 'lineCount', nfe: 2, invoice: 3, line: null },
    ]);
  });

  it('faces the volumes with the packing list when there is one', () => {
    const packingList = [
      aPackage({
        contents: [{ lineId: 'l1', quantityMilli: 6_000_000, netWeightGrams: 6_000_000, grossWeightGrams: 6_300_000 }],
      }),
      aPackage({
        contents: [{ lineId: 'l2', quantityMilli: 1_200_000, netWeightGrams: 1_200_000, grossWeightGrams: 1_250_000 }],
      }),
    ];
    expect(reconcileNfe([aNfe()], anInvoice({ packingList })).differences).toEqual([
      { field: 'packages', nfe: 10, invoice: 2, line: null },
      { field: 'grossWeight', nfe: 7_560_000, invoice: 7_550_000, line: null },
    ]);
  });

  it("faces the volumes with the lines' weights and the package count without a packing list", () => {
    const doc = aNfe({
      volumes: [{ count: 9, kind: 'PALLETS', netWeightGrams: 7_200_001, grossWeightGrams: 7_560_000 }],
    });
    expect(reconcileNfe([doc], anInvoice()).differences).toEqual([
      { field: 'packages', nfe: 9, invoice: 10, line: null },
      { field: 'netWeight', nfe: 7_200_001, invoice: 7_200_000, line: null },
    ]);
  });
});
