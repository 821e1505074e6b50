import { describe, expect, it } from 'vitest';
import { freightDueValues } from '../../../src/domain/freight/freight-due-values';
import { aFreight, aLine } from './freight-test-data';

describe("a shipment's DU-E values", () => {
  const shipment = (incoterm: 'CIF' | 'FOB') =>
    aFreight({
      incoterm,
      lines: [
        aLine({ id: 'l1', unitValueMinor: 6_000 }),
        aLine({ id: 'l2', unitValueMinor: 4_000, discount: { kind: 'amount', minor: 1_000 } }),
      ],
      freightValueMinor: 900,
      insuranceValueMinor: 90,
      exchangeRate: { rateMicros: 5_000_000, date: '2026-11-19' },
    });

  it('puts freight and insurance in the VMCV under CIF and leaves the VMLE at the goods after discount', () => {
    const result = freightDueValues(shipment('CIF'));
    if (!result.ok) throw new Error(result.error);
    expect(result.value.total.vmcv).toEqual({ minor: 9_000 + 990, currency: 'USD' });
    expect(result.value.total.vmle).toEqual({ minor: 9_000, currency: 'USD' });
    expect(result.value.total.vmleBrl).toEqual({ minor: 45_000, currency: 'BRL' });
    expect(result.value.lines.map((l) => l.vmle.minor)).toEqual([6_000, 3_000]);
  });

  it('leaves both at the goods under FOB, and has no BRL values without a rate', () => {
    const result = freightDueValues({ ...shipment('FOB'), exchangeRate: null });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.total.vmcv.minor).toBe(9_000);
    expect(result.value.total.vmle.minor).toBe(9_000);
    expect(result.value.total.vmcvBrl).toBe(null);
  });
});
