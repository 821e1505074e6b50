import { describe, expect, it } from 'vitest';
import { freightInsuranceWarning } from '../../../src/domain/freight/freight-insurance';
import { aFreight, aLine } from './freight-test-data';

describe("a shipment's insurance check", () => {
  // Goods 9,000 + freight 900 + insurance premium 90: a CIF price (VMCV) of 9,990, so at least 10,989 insured.
  const shipment = (incoterm: 'CIF' | 'CIP' | 'FOB', insuredAmountMinor?: number) =>
    aFreight({
      incoterm,
      lines: [aLine({ id: 'l1', unitValueMinor: 6_000 }), aLine({ id: 'l2', unitValueMinor: 3_000 })],
      freightValueMinor: 900,
      insuranceValueMinor: 90,
      ...(insuredAmountMinor === undefined ? {} : { insuredAmountMinor }),
    });

  it('warns under CIF and CIP below 110 % of the price in the sale condition, naming the minimum', () => {
    expect(freightInsuranceWarning(shipment('CIF', 10_988))).toEqual({
      code: 'insuranceBelowMinimum',
      minimum: { minor: 10_989, currency: 'USD' },
      shortfall: { minor: 1, currency: 'USD' },
    });
    expect(freightInsuranceWarning(shipment('CIP', 9_990))?.minimum.minor).toBe(10_989);
  });

  it('is quiet at the minimum, under rules without minimum cover, and for a shipment without lines', () => {
    expect(freightInsuranceWarning(shipment('CIF', 10_989))).toBe(null);
    expect(freightInsuranceWarning(shipment('FOB', 0))).toBe(null);
    expect(freightInsuranceWarning({ ...shipment('CIF', 0), lines: [] })).toBe(null);
  });

  it('counts a shipment that names no insured amount as insuring nothing', () => {
    expect(freightInsuranceWarning(shipment('CIF'))?.shortfall.minor).toBe(10_989);
  });
});
