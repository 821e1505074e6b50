import { describe, expect, it } from 'vitest';
import { INCOTERMS } from '../../../src/domain/freight/incoterms';
import { money } from '../../../src/domain/shared/money';
import { insuranceCoverWarning, minimumInsuredAmount } from '../../../src/domain/trade/insurance-cover';

const usd = (minor: number) => money(minor, 'USD');

describe('minimumInsuredAmount: 110 % of the contract price', () => {
  it('is exact when 10 % is a whole number of cents', () => {
    expect(minimumInsuredAmount(usd(111_000))).toEqual(usd(122_100));
  });

  it('rounds a fraction of a cent up', () => {
    expect(minimumInsuredAmount(usd(1))).toEqual(usd(2)); // 1.1 cents -> 2
    expect(minimumInsuredAmount(usd(12_345))).toEqual(usd(13_580)); // 13,579.5 -> 13,580
    expect(minimumInsuredAmount(usd(0))).toEqual(usd(0));
  });

  it('keeps the currency and works past 2^53 in the product', () => {
    expect(minimumInsuredAmount(money(1_000, 'JPY'))).toEqual(money(1_100, 'JPY'));
    expect(minimumInsuredAmount(usd(8_000_000_000_000_000))).toEqual(usd(8_800_000_000_000_000));
  });
});

describe('insuranceCoverWarning', () => {
  const price = usd(111_000); // CIF value 1,110.00

  it('warns under CIF and CIP when cover is one cent short, with the minimum and the shortfall', () => {
    for (const rule of ['CIF', 'CIP'] as const) {
      expect(insuranceCoverWarning(rule, usd(122_099), price)).toEqual({
        code: 'insuranceBelowMinimum',
        minimum: usd(122_100),
        shortfall: usd(1),
      });
    }
  });

  it('is quiet at exactly 110 % and above', () => {
    expect(insuranceCoverWarning('CIF', usd(122_100), price)).toBeNull();
    expect(insuranceCoverWarning('CIP', usd(200_000), price)).toBeNull();
  });

  it('warns when nothing is insured under CIF', () => {
    expect(insuranceCoverWarning('CIF', usd(0), price)).toMatchObject({ shortfall: usd(122_100) });
  });

  it('compares against the rounded-up minimum (12,345 -> 13,580)', () => {
    expect(insuranceCoverWarning('CIP', usd(13_579), usd(12_345))).toMatchObject({ shortfall: usd(1) });
    expect(insuranceCoverWarning('CIP', usd(13_580), usd(12_345))).toBeNull();
  });

  it('never warns under the other nine rules, where no minimum cover applies', () => {
    const others = INCOTERMS.map((i) => i.code).filter((c) => c !== 'CIF' && c !== 'CIP');
    expect(others).toHaveLength(9);
    for (const rule of others) expect(insuranceCoverWarning(rule, usd(0), price)).toBeNull();
  });

  it('refuses to compare different currencies or a negative price', () => {
    expect(() => insuranceCoverWarning('CIF', money(1, 'BRL'), price)).toThrow(RangeError);
    expect(() => minimumInsuredAmount(usd(-1))).toThrow(RangeError);
  });
});
