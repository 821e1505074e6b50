import { describe, expect, it } from 'vitest';
import { fillInvoiceFromNfe, unitValueIn, type FillProduct } from '../../../../src/domain/trade/nfe/nfe-invoice-fill';
import { reconcileNfe } from '../../../../src/domain/trade/nfe/nfe-reconciliation';
import { aNfe, anItem } from './nfe-test-data';

const RATE = { rateMicros: 5_000_000, date: '2026-03-09', source: 'ptax' as const };

function aProduct(patch: Partial<FillProduct> = {}): FillProduct {
  return {
    id: 'p-green',
    code: 'cafe-001',
    descriptionEn: 'Green arabica coffee beans',
    descriptionPt: 'Café verde arábica em grãos',
    hsCode: '090111',
    ncmCode: '09011110',
    unit: 'kg',
    unitPrice: { minor: 550, currency: 'USD' },
    netWeightGramsPerUnit: 1000,
    grossWeightGramsPerUnit: 1050,
    countryOfOrigin: 'BR',
    ...patch,
  };
}

describe('fillInvoiceFromNfe', () => {
  it('makes one line per item: the product by code, the NF-e quantity and its BRL value converted', () => {
    const result = fillInvoiceFromNfe(
      [aNfe()],
      [aProduct(), aProduct({ id: 'p-roasted', code: 'X', ncmCode: '09012100' })],
      'USD',
      RATE,
    );
    if (!result.ok) throw new Error('expected a proposal');
    expect(result.value.matchedBy).toEqual(['code', 'ncm']);
    expect(result.value.unmatched).toEqual([]);
    expect(result.value.lines[0]).toMatchObject({
      productId: 'p-green',
      descriptionEn: 'Green arabica coffee beans',
      ncmCode: '09011110',
      hsCode: '090111',
      unit: 'kg',
      quantityMilli: 6_000_000,
      unitValueMinor: 570,
      netWeightGrams: 6_000_000,
      grossWeightGrams: 6_300_000,
      discount: { kind: 'none' },
    });
    expect(result.value.lines[1]).toMatchObject({
      productId: 'p-roasted',
      unitValueMinor: 1248,
      unitValueTenThousandths: 124_750,
    });
  });

  it('gives an invoice that reconciles with the NF-e it came from', () => {
    const result = fillInvoiceFromNfe([aNfe()], [aProduct()], 'USD', RATE);
    if (!result.ok) throw new Error('expected a proposal');
    const invoice = {
      currency: 'USD' as const,
      exchangeRate: RATE,
      packages: 10,
      lines: result.value.lines.map((l, i) => ({ ...l, id: `l${i}` })),
    };
    const differences = reconcileNfe([aNfe()], invoice).differences.map((d) => d.field);
    // The unmatched item has no weights: only the totals of weight can differ.
    expect(differences).toEqual(['netWeight', 'grossWeight']);
  });

  it('reports the items no product matches, and does not guess between two products of one NCM', () => {
    const twins = [
      aProduct({ id: 'a', code: 'A', ncmCode: '09012100' }),
      aProduct({ id: 'b', code: 'B', ncmCode: '09012100' }),
    ];
    const result = fillInvoiceFromNfe([aNfe()], twins, 'USD', RATE);
    if (!result.ok) throw new Error('expected a proposal');
    expect(result.value.matchedBy).toEqual([null, null]);
    expect(result.value.unmatched).toEqual([
      {
        line: 1,
        code: 'CAFE-001',
        ncm: '09011110',
        description: 'CAFE VERDE ARABICA EM GRAOS',
        unit: 'KG',
        sameNcm: 0,
      },
      { line: 2, code: 'CAFE-002', ncm: '09012100', description: 'CAFE TORRADO EM GRAOS', unit: 'KG', sameNcm: 2 },
    ]);
    expect(result.value.lines[0]).toMatchObject({
      productId: null,
      description: 'CAFE VERDE ARABICA EM GRAOS',
      ncmCode: '09011110',
      hsCode: '090111',
      unit: 'kg',
      quantityMilli: 6_000_000,
      unitValueMinor: 570,
      netWeightGrams: 0,
    });
  });

  it('keeps the NF-e unit and NCM over the product ones', () => {
    const result = fillInvoiceFromNfe(
      [aNfe({ items: [anItem({ unit: 'CX', ncm: '09011190' })] })],
      [aProduct()],
      'USD',
      RATE,
    );
    expect(result.ok && result.value.lines[0]).toMatchObject({
      productId: 'p-green',
      unit: 'box',
      ncmCode: '09011190',
      hsCode: '090111',
    });
  });

  it('prices a BRL invoice at the NF-e values, and needs a rate for any other currency', () => {
    const brl = fillInvoiceFromNfe([aNfe()], [], 'BRL', null);
    expect(brl.ok && brl.value.lines.map((l) => l.unitValueMinor)).toEqual([2850, 6238]);
    expect(fillInvoiceFromNfe([aNfe()], [], 'EUR', null)).toEqual({
      ok: false,
      error: { code: 'nfe.fill.noExchangeRate', currency: 'EUR' },
    });
  });
});

describe('unitValueIn', () => {
  it('divides the net BRL value by the rate and the quantity, to 4 decimals half even', () => {
    // R$ 1,237.50 for 300 units at R$ 5.1234 per US$: US$ 0.80513...
    expect(unitValueIn(anItem({ totalBrlCents: 123_750, quantityTenThousandths: 3_000_000 }), 5_123_400)).toBe(8051);
    expect(
      unitValueIn(anItem({ totalBrlCents: 100, discountBrlCents: 50, quantityTenThousandths: 10_000 }), 1_000_000),
    ).toBe(5000);
    expect(unitValueIn(anItem({ quantityTenThousandths: 0 }), 5_000_000)).toBe(0);
  });
});
