import { describe, expect, it } from 'vitest';
import { freightDashboard } from '../../../src/domain/freight/freight-dashboard';
import { validateFreight } from '../../../src/domain/freight/freight-validation';
import { validateProduct } from '../../../src/domain/product/product-validation';
import { EMPTY_PRODUCT } from '../../../src/domain/product/product';
import { MONEY_LIMITS, SAFE_SUMMED_SHIPMENTS } from '../../../src/domain/shared/money-limits';
import { aFreight, aLine } from './freight-test-data';

const MAX = MONEY_LIMITS.amountMinor;
/** A USD line worth exactly `minor` cents (quantity 1). */
const lineWorth = (minor: number, id = 'l1') => aLine({ id, quantityMilli: 1000, unitValueMinor: minor });

describe('money limits', () => {
  it('keep a month of 100,000 shipments at the limit an exact sum', () => {
    expect(SAFE_SUMMED_SHIPMENTS).toBeGreaterThanOrEqual(100_000);
    expect(SAFE_SUMMED_SHIPMENTS * MONEY_LIMITS.shipmentMinor).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  });

  it('take a line and a shipment exactly at the limit', () => {
    expect(validateFreight(aFreight({ lines: [lineWorth(MAX)], incoterm: 'FOB' }))).toEqual({});
  });

  it('refuse quantity x price past 2^53 at the quantity, without throwing', () => {
    const huge = aLine({ quantityMilli: MONEY_LIMITS.quantityMilli, unitValueMinor: MAX });
    expect(() => validateFreight(aFreight({ lines: [huge] }))).not.toThrow();
    expect(validateFreight(aFreight({ lines: [huge] }))).toMatchObject({ 'lines.0.quantity': 'lineTooLarge' });
  });

  it('refuse each field beyond its own bound', () => {
    const errors = validateFreight(
      aFreight({
        freightValueMinor: MAX + 1,
        insuranceValueMinor: MAX + 1,
        insuredAmountMinor: MAX + 1,
        packages: 1_000_001,
        lines: [
          aLine({ quantityMilli: MONEY_LIMITS.quantityMilli + 1 }),
          aLine({ id: 'l2', unitValueMinor: MAX + 1 }),
          aLine({ id: 'l3', unitValueMinor: 1, unitValueTenThousandths: MAX * 100 + 100 }),
          aLine({ id: 'l4', netWeightGrams: 1e12 + 1, grossWeightGrams: 1e12 + 2 }),
        ],
      }),
    );
    expect(errors).toMatchObject({
      freightValue: 'tooLarge',
      insuranceValue: 'tooLarge',
      insuredAmount: 'tooLarge',
      packages: 'tooLarge',
      'lines.0.quantity': 'tooLarge',
      'lines.1.unitValue': 'tooLarge',
      'lines.3.netWeight': 'tooLarge',
      'lines.3.grossWeight': 'tooLarge',
    });
  });

  it('refuse a shipment whose lines add up past the limit, at its lines', () => {
    const errors = validateFreight(aFreight({ incoterm: 'FOB', lines: [lineWorth(MAX), lineWorth(1, 'l2')] }));
    expect(errors).toEqual({ lines: 'totalTooLarge' });
  });

  it('refuse a shipment whose value in BRL at its rate passes the limit, at the rate', () => {
    const record = aFreight({
      incoterm: 'FOB',
      lines: [lineWorth(MAX / 2)],
      exchangeRate: { rateMicros: 5_432_100, date: '2026-11-19' },
    });
    expect(validateFreight(record)).toEqual({ 'exchangeRate.rate': 'totalTooLarge' });
    const huge = { ...record, exchangeRate: { rateMicros: Number.MAX_SAFE_INTEGER, date: '2026-11-19' } };
    expect(() => validateFreight(huge)).not.toThrow();
  });

  it('refuse a product price or weight past its bound', () => {
    const product = { ...EMPTY_PRODUCT, code: 'P-1', descriptionEn: 'x', hsCode: '090111', countryOfOrigin: 'BR' };
    expect(validateProduct({ ...product, unitPrice: { minor: MAX + 1, currency: 'USD' } })).toMatchObject({
      unitPriceMinor: 'tooLarge',
    });
    expect(validateProduct({ ...product, unitPrice: { minor: MAX, currency: 'USD' } }).unitPriceMinor).toBeUndefined();
  });

  it('sum shipments at the limit exactly on the dashboard', () => {
    const shipped = (id: string) =>
      aFreight({
        id,
        status: 'in_transit',
        incoterm: 'FOB',
        departedOn: '2026-11-21',
        lines: [lineWorth(MAX)],
        exchangeRate: { rateMicros: 1_000_000, date: '2026-11-19' },
      });
    const records = Array.from({ length: 1000 }, (_, i) => shipped(`f-${i}`));
    const month = freightDashboard(records, { today: '2026-11-26' }).declaredThisMonth;
    expect(month.usd.minor).toBe(1000 * MAX);
    expect(month.brl.minor).toBe(1000 * MAX);
  });
});
