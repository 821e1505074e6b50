import { describe, expect, it } from 'vitest';
import {
  lineDescription,
  lineFromProduct,
  lineUnitValue,
  setLineUnitValue,
  withUnitValue,
} from '../../../src/domain/freight/freight-line';
import { freightInputOf } from '../../../src/domain/freight/freight-record';
import { applyFreightInput } from '../../../src/domain/freight/freight-record-builders';
import { freightTotals, lineTotals } from '../../../src/domain/freight/freight-totals';
import { validateFreightLine } from '../../../src/domain/freight/freight-validation';
import { aFreight, aLine, AT, CLERK } from './freight-test-data';

describe('unit values with 4 decimals on a line', () => {
  it('prices a line at US$ 0.4725 per kg and keeps the two-decimal view in agreement', () => {
    const line = setLineUnitValue(aLine({ quantityMilli: 2_000_000 }), 4725, 'USD');
    expect(line).toMatchObject({ unitValueMinor: 47, unitValueTenThousandths: 4725 });
    expect(lineTotals(line, 'USD').gross.minor).toBe(94_500);
    expect(validateFreightLine(line, 'USD')).toEqual({});
  });

  it('keeps no precise value when it adds no decimals', () => {
    const line = setLineUnitValue(aLine(), 12_300, 'USD');
    expect(line.unitValueMinor).toBe(123);
    expect('unitValueTenThousandths' in line).toBe(false);
  });

  it('prices at the minor value when that was changed on its own', () => {
    const stale = { ...aLine({ unitValueMinor: 60, unitValueTenThousandths: 4725 }) };
    expect(lineUnitValue(stale, 'USD')).toBe(6000);
    expect(withUnitValue(stale, 'USD')).toEqual(aLine({ unitValueMinor: 60 }));
  });

  it('rounds each line half even and adds the rounded lines', () => {
    // 1.5 x 0.0100 = 0.015 -> 0.02 twice; a sum of exact amounts would give 0.03
    const lines = [
      setLineUnitValue(aLine({ id: 'a', quantityMilli: 1500 }), 100, 'USD'),
      setLineUnitValue(aLine({ id: 'b', quantityMilli: 1500 }), 100, 'USD'),
    ];
    expect(freightTotals(aFreight({ lines })).totalCosts.minor).toBe(4);
  });

  it('refuses a precise value that is not a whole number of ten-thousandths', () => {
    expect(validateFreightLine(aLine({ unitValueMinor: 0, unitValueTenThousandths: 0.5 }), 'USD')).toMatchObject({
      unitValue: 'notWholeNumber',
    });
  });

  it('puts the two views in agreement when an edit is applied', () => {
    const record = aFreight();
    const input = freightInputOf(record);
    const edited = applyFreightInput(
      record,
      {
        ...input,
        lines: [
          aLine({ id: 'a', unitValueMinor: 47, unitValueTenThousandths: 4725 }),
          aLine({ id: 'b', unitValueMinor: 123, unitValueTenThousandths: 12_300 }),
        ],
      },
      { at: AT, by: CLERK },
    );
    expect(edited.lines[0]).toMatchObject({ unitValueMinor: 47, unitValueTenThousandths: 4725 });
    expect(edited.lines[1]).toEqual(aLine({ id: 'b', unitValueMinor: 123 }));
  });
});

describe('a line made from a product keeps both descriptions', () => {
  const product = {
    id: 'p-9',
    descriptionEn: 'Frozen açaí pulp',
    descriptionPt: 'Polpa de açaí congelada',
    hsCode: '081190',
    ncmCode: '08119000',
    unit: 'kg' as const,
    unitPrice: { minor: 47, currency: 'USD' as const },
    netWeightGramsPerUnit: 1000,
    grossWeightGramsPerUnit: 1050,
    countryOfOrigin: 'BR',
  };

  it('fills both descriptions, the codes, the price in the invoice currency and the weights for the quantity', () => {
    const line = lineFromProduct(aLine({ quantityMilli: 2000 }), product, 'USD');
    expect(line).toMatchObject({
      productId: 'p-9',
      description: 'Frozen açaí pulp',
      descriptionEn: 'Frozen açaí pulp',
      descriptionPt: 'Polpa de açaí congelada',
      ncmCode: '08119000',
      unitValueMinor: 47,
      netWeightGrams: 2000,
      grossWeightGrams: 2100,
    });
    expect(line).not.toHaveProperty('unitValueTenThousandths');
  });

  it('keeps the line price when the product is priced in another currency', () => {
    expect(lineFromProduct(aLine({ unitValueMinor: 999 }), product, 'EUR').unitValueMinor).toBe(999);
  });

  it('prints the description of the document language, else the one it was saved with', () => {
    const line = lineFromProduct(aLine(), product, 'USD');
    expect(lineDescription(line, 'pt')).toBe('Polpa de açaí congelada');
    expect(lineDescription(line, 'en')).toBe('Frozen açaí pulp');
    expect(lineDescription(aLine({ description: 'Typed' }), 'pt')).toBe('Typed');
    expect(lineDescription({ description: 'Typed', descriptionPt: ' ' }, 'pt')).toBe('Typed');
  });
});
