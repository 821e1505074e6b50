import { describe, expect, it } from 'vitest';
import { declaredValueMinor, freightTotals, lineTotals, toBrl } from '../../../src/domain/freight/freight-totals';
import type { IncotermCode } from '../../../src/domain/freight/incoterms';
import { aFreight, aLine } from './freight-test-data';

const lines = [
  // 1.5 kg x 19.99 = 29.985 -> 29.98 (half even); 10 % = 2.998 -> 3.00; net 26.98
  aLine({
    id: 'l1',
    quantityMilli: 1500,
    unitValueMinor: 1999,
    discount: { kind: 'percent', basisPoints: 1000 },
    netWeightGrams: 1500,
    grossWeightGrams: 1600,
  }),
  // 3 pcs x 12.34 = 37.02; less 0.50 = 36.52
  aLine({
    id: 'l2',
    unit: 'pcs',
    quantityMilli: 3000,
    unitValueMinor: 1234,
    discount: { kind: 'amount', minor: 50 },
    netWeightGrams: 3000,
    grossWeightGrams: 3300,
  }),
  // 0.125 kg x 80.00 = 10.00
  aLine({ id: 'l3', quantityMilli: 125, unitValueMinor: 8000, netWeightGrams: 125, grossWeightGrams: 150 }),
];
const invoice = aFreight({
  lines,
  incoterm: 'CIF',
  currency: 'USD',
  freightValueMinor: 2500,
  insuranceValueMinor: 333,
  exchangeRate: { rateMicros: 5_432_100, date: '2026-11-19' },
});

describe('lineTotals', () => {
  it('computes gross, discount and net to the cent', () => {
    expect(lineTotals(lines[0]!, 'USD')).toEqual({
      gross: { minor: 2998, currency: 'USD' },
      discount: { minor: 300, currency: 'USD' },
      net: { minor: 2698, currency: 'USD' },
    });
    expect(lineTotals(lines[1]!, 'USD').net.minor).toBe(3652);
    expect(lineTotals(lines[2]!, 'USD').net.minor).toBe(1000);
  });

  it('rounds a half cent to the even cent', () => {
    expect(lineTotals(aLine({ quantityMilli: 2675, unitValueMinor: 100 }), 'USD').gross.minor).toBe(268);
    expect(lineTotals(aLine({ quantityMilli: 2665, unitValueMinor: 100 }), 'USD').gross.minor).toBe(266);
  });

  it('never lets a discount make a line negative', () => {
    expect(lineTotals(aLine({ discount: { kind: 'amount', minor: 99_999 } }), 'USD').net.minor).toBe(0);
  });
});

describe('freightTotals', () => {
  const totals = freightTotals(invoice);

  it('counts items and lines', () => {
    expect(totals.totalItemsMilli).toBe(4625);
    expect(totals.totalLineItems).toBe(3);
  });

  it('sums costs and discounts to the cent', () => {
    expect(totals.totalCosts).toEqual({ minor: 7350, currency: 'USD' });
    expect(totals.totalDiscounts).toEqual({ minor: 350, currency: 'USD' });
  });

  it('averages the value per unit: 73.50 / 4.625 = 15.891... -> 15.89', () => {
    expect(totals.avgValue).toEqual({ minor: 1589, currency: 'USD' });
  });

  it('sums line weights in grams', () => {
    expect(totals.totalNetWeightGrams).toBe(4625);
    expect(totals.totalGrossWeightGrams).toBe(5050);
  });

  it('adds freight and insurance to the declared value under CIF', () => {
    expect(totals.freightIncluded.minor).toBe(2500);
    expect(totals.insuranceIncluded.minor).toBe(333);
    expect(totals.totalDeclaredValue).toEqual({ minor: 10_183, currency: 'USD' });
  });

  it('converts to BRL at the stored rate: 73.50 x 5.4321 = 399.2594 -> 399.26; 101.83 x 5.4321 = 553.1507 -> 553.15', () => {
    expect(totals.totalCostsBr).toEqual({ minor: 39_926, currency: 'BRL' });
    expect(totals.totalDeclaredValueBr).toEqual({ minor: 55_315, currency: 'BRL' });
  });

  it.each<[IncotermCode, number]>([
    ['EXW', 7350],
    ['FCA', 7350],
    ['FAS', 7350],
    ['FOB', 7350],
    ['CFR', 9850],
    ['CPT', 9850],
    ['CIF', 10_183],
    ['CIP', 10_183],
    ['DAP', 10_183],
    ['DPU', 10_183],
    ['DDP', 10_183],
  ])('declared value under %s is %i cents', (code, expected) => {
    expect(freightTotals({ ...invoice, incoterm: code }).totalDeclaredValue.minor).toBe(expected);
    expect(declaredValueMinor({ ...invoice, incoterm: code })).toBe(expected);
  });

  it('is all zeros for an invoice without lines (no division by zero)', () => {
    const empty = freightTotals({ ...invoice, lines: [], freightValueMinor: 0, insuranceValueMinor: 0 });
    expect(empty).toMatchObject({
      totalItemsMilli: 0,
      totalLineItems: 0,
      totalCosts: { minor: 0 },
      avgValue: { minor: 0 },
      totalDeclaredValue: { minor: 0 },
    });
  });

  it('has no BRL figure for a foreign-currency invoice without a rate, and the same figure for a BRL invoice', () => {
    expect(freightTotals({ ...invoice, exchangeRate: null }).totalCostsBr).toBeNull();
    const brl = freightTotals({ ...invoice, currency: 'BRL', exchangeRate: null });
    expect(brl.totalCostsBr).toEqual({ minor: 7350, currency: 'BRL' });
  });

  it('handles zero-decimal currencies: JPY lines and conversion', () => {
    const yen = freightTotals({
      ...invoice,
      currency: 'JPY',
      incoterm: 'FOB',
      lines: [aLine({ quantityMilli: 2500, unitValueMinor: 1234 })], // 2.5 x 1234 = 3085
      exchangeRate: { rateMicros: 36_200, date: '2026-11-19' }, // 0.0362 BRL per JPY
    });
    expect(yen.totalCosts).toEqual({ minor: 3085, currency: 'JPY' });
    // 3085 x 0.0362 = 111.677 -> 111.68 BRL
    expect(yen.totalCostsBr).toEqual({ minor: 11_168, currency: 'BRL' });
  });

  it('toBrl passes BRL through and needs a rate otherwise', () => {
    expect(toBrl({ minor: 5, currency: 'BRL' }, null)).toEqual({ minor: 5, currency: 'BRL' });
    expect(toBrl({ minor: 5, currency: 'EUR' }, null)).toBeNull();
    expect(toBrl({ minor: 100, currency: 'EUR' }, { rateMicros: 6_000_000, date: '2026-01-01' })).toEqual({
      minor: 600,
      currency: 'BRL',
    });
  });
});
