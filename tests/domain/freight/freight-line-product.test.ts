import { describe, expect, it } from 'vitest';
import { FROM_PRODUCT, lineWithQuantity, weightSourcesOf } from '../../../src/domain/freight/freight-line-product';
import { lineFromProduct, weightForQuantity, type LineProduct } from '../../../src/domain/freight/freight-line';
import { aLine } from './freight-test-data';

const COFFEE: LineProduct = {
  id: 'p-9',
  descriptionEn: 'Roasted coffee',
  descriptionPt: 'Café torrado',
  hsCode: '090121',
  ncmCode: '09012100',
  unit: 'kg',
  unitPrice: { minor: 1250, currency: 'USD' },
  netWeightGramsPerUnit: 1500,
  grossWeightGramsPerUnit: 1750,
  countryOfOrigin: 'BR',
};
const UNIT = { netGrams: 1500, grossGrams: 1750 };

describe('a line made from a product', () => {
  it('takes codes, unit, price and the weights of its quantity', () => {
    const line = lineFromProduct(aLine({ quantityMilli: 2000, productId: null }), COFFEE, 'USD');
    expect(line).toMatchObject({
      productId: 'p-9',
      description: 'Roasted coffee',
      hsCode: '090121',
      ncmCode: '09012100',
      unit: 'kg',
      unitValueMinor: 1250,
      netWeightGrams: 3000,
      grossWeightGrams: 3500,
    });
  });

  it('keeps the typed price when the product is priced in another currency', () => {
    expect(lineFromProduct(aLine({ unitValueMinor: 777 }), COFFEE, 'EUR').unitValueMinor).toBe(777);
  });

  it('rounds a fractional quantity to the gram', () => {
    expect(weightForQuantity(333, 1500)).toBe(500);
    expect(weightForQuantity(1500, 1)).toBe(2);
  });
});

describe('weights follow the quantity unless typed', () => {
  it('raising the quantity from 1 to 2,000 multiplies the product weights', () => {
    const picked = lineFromProduct(aLine({ quantityMilli: 1000 }), COFFEE, 'USD');
    const raised = lineWithQuantity(picked, 2_000_000, UNIT, FROM_PRODUCT);
    expect(raised.netWeightGrams).toBe(3_000_000);
    expect(raised.grossWeightGrams).toBe(3_500_000);
  });

  it('keeps a typed weight and still follows the other', () => {
    const line = { ...lineFromProduct(aLine(), COFFEE, 'USD'), grossWeightGrams: 1800 };
    const raised = lineWithQuantity(line, 3000, UNIT, { net: 'product', gross: 'typed' });
    expect(raised.netWeightGrams).toBe(4500);
    expect(raised.grossWeightGrams).toBe(1800);
  });

  it('changes nothing but the quantity without the product weights', () => {
    const line = aLine({ netWeightGrams: 10, grossWeightGrams: 20 });
    expect(lineWithQuantity(line, 5000, null, FROM_PRODUCT)).toEqual({ ...line, quantityMilli: 5000 });
  });

  it('reads a saved line: weights equal to unit x quantity follow the product, others were typed', () => {
    expect(weightSourcesOf(aLine({ quantityMilli: 2000, netWeightGrams: 3000, grossWeightGrams: 3500 }), UNIT)).toEqual(
      FROM_PRODUCT,
    );
    expect(weightSourcesOf(aLine({ quantityMilli: 2000, netWeightGrams: 3000, grossWeightGrams: 4000 }), UNIT)).toEqual(
      { net: 'product', gross: 'typed' },
    );
    expect(weightSourcesOf(aLine(), null)).toEqual({ net: 'typed', gross: 'typed' });
  });
});
