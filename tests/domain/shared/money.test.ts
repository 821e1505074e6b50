import { describe, expect, it } from 'vitest';
import {
  addMoney,
  convertMoney,
  discountOn,
  divideHalfEven,
  divideRounded,
  isCurrencyCode,
  lineAmount,
  lineValue,
  minorDigits,
  money,
  moneyToDecimalString,
  multiplyDivide,
  multiplyDivideHalfEven,
  percentOf,
  scaledToDecimalString,
  subtractMoney,
  sumMoney,
  unitValueFromMinor,
  unitValueToMinor,
} from '../../../src/domain/shared/money';

describe('money basics', () => {
  it('defaults to USD and keeps integer minor units', () => {
    expect(money(1050)).toEqual({ minor: 1050, currency: 'USD' });
    expect(() => money(10.5)).toThrow(RangeError);
    expect(() => money(Number.NaN)).toThrow(RangeError);
  });

  it('knows the minor digits of each currency (JPY has none)', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('BRL')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('XXX')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
  });

  it('adds and subtracts only within one currency', () => {
    expect(addMoney(money(10), money(5))).toEqual(money(15));
    expect(subtractMoney(money(10), money(15))).toEqual(money(-5));
    expect(() => addMoney(money(1, 'USD'), money(1, 'EUR'))).toThrow(/USD with EUR/);
    expect(sumMoney([money(1, 'EUR'), money(2, 'EUR')], 'EUR')).toEqual(money(3, 'EUR'));
    expect(sumMoney([], 'BRL')).toEqual(money(0, 'BRL'));
  });

  it('sums 0.10 ten times to exactly 1.00', () => {
    const dimes = Array.from({ length: 10 }, () => money(10));
    expect(sumMoney(dimes, 'USD').minor).toBe(100);
  });
});

describe('measures round half away from zero', () => {
  it.each([
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [25, 10, 3],
    [-5, 10, -1],
    [-15, 10, -2],
    [-4, 10, 0],
    [1, 2, 1],
    [-1, 2, -1],
    [1, 3, 0],
    [2, 3, 1],
    [0, 7, 0],
  ])('%i / %i -> %i', (n, d, expected) => {
    expect(divideRounded(n, d)).toBe(expected);
  });

  it('is exact beyond 2^53 through BigInt', () => {
    expect(multiplyDivide(9_000_000_000_000, 1_000_000, 1_000_000)).toBe(9_000_000_000_000);
    expect(multiplyDivide(3_000_000_000, 4_000_000_000, 1_000_000_000)).toBe(12_000_000_000);
    // 4503599627370497 x 3 / 2 = 6755399441055745.5 -> ...746, exact only with BigInt
    expect(multiplyDivide(4_503_599_627_370_497, 3, 2)).toBe(6_755_399_441_055_746);
    expect(divideRounded(-25n, 10n)).toBe(-3);
    expect(() => divideRounded(10n ** 30n, 1n)).toThrow(/too large/);
  });
});

describe('quantity x unit price', () => {
  it('multiplies decimal quantities without float drift', () => {
    // 1.5 kg at 19.99 = 29.985 -> 29.98 (half even)
    expect(lineValue(money(1999), 1500)).toEqual(money(2998));
    // 0.1 x 0.3 would drift in floats; 0.1 units at 0.30 = 0.03
    expect(lineValue(money(30), 100)).toEqual(money(3));
    // 3 x 0.07 = 0.21, 2.675 x 1.00 = 2.675 -> 2.68 (half even: 7 is odd, so up)
    expect(lineValue(money(7), 3000)).toEqual(money(21));
    expect(lineValue(money(100), 2675)).toEqual(money(268));
  });

  it('rounds negative values (credits) half even too', () => {
    expect(lineValue(money(-1999), 1500)).toEqual(money(-2998));
    expect(lineValue(money(-100), 2675)).toEqual(money(-268));
  });

  it('keeps the currency and works for zero-decimal currencies', () => {
    expect(lineValue(money(1234, 'JPY'), 2500)).toEqual(money(3085, 'JPY'));
  });
});

describe('discounts', () => {
  it('takes percentages in basis points, rounded to the cent', () => {
    expect(percentOf(money(10_000), 1250)).toEqual(money(1250));
    expect(percentOf(money(999), 1000)).toEqual(money(100)); // 99.9 cents -> 100
    expect(percentOf(money(333), 5000)).toEqual(money(166)); // 166.5 -> 166 (half even)
    expect(percentOf(money(335), 5000)).toEqual(money(168)); // 167.5 -> 168 (half even)
  });

  it('applies percent, amount and no discount, capped at the gross amount', () => {
    expect(discountOn(money(2000), { kind: 'percent', basisPoints: 1000 })).toEqual(money(200));
    expect(discountOn(money(2000), { kind: 'amount', minor: 350 })).toEqual(money(350));
    expect(discountOn(money(2000), { kind: 'amount', minor: 5000 })).toEqual(money(2000));
    expect(discountOn(money(2000), { kind: 'amount', minor: -5 })).toEqual(money(0));
    expect(discountOn(money(2000), { kind: 'none' })).toEqual(money(0));
  });
});

describe('conversion at a stored rate (scaled by 10^6)', () => {
  it('converts USD to BRL to the centavo', () => {
    // 1,234.56 USD x 5.4321 = 6,706.253... -> 6,706.25 BRL
    expect(convertMoney(money(123_456), 5_432_100, 'BRL')).toEqual(money(670_625, 'BRL'));
    // 100.10 USD x 5.05 = 505.505 -> 505.50 (the half goes to the even cent)
    expect(convertMoney(money(10_010), 5_050_000, 'BRL')).toEqual(money(50_550, 'BRL'));
    // 0.01 USD x 5.5 = 0.055 -> 0.06
    expect(convertMoney(money(1), 5_500_000, 'BRL')).toEqual(money(6, 'BRL'));
  });

  it('handles currencies with different minor digits', () => {
    // 1,000 JPY x 0.0362 BRL = 36.20 BRL
    expect(convertMoney(money(1000, 'JPY'), 36_200, 'BRL')).toEqual(money(3620, 'BRL'));
    // 10.00 BRL at 27.5 JPY per BRL = 275 JPY
    expect(convertMoney(money(1000, 'BRL'), 27_500_000, 'JPY')).toEqual(money(275, 'JPY'));
  });

  it('returns the same amount for the same currency', () => {
    expect(convertMoney(money(500, 'BRL'), 5_000_000, 'BRL')).toEqual(money(500, 'BRL'));
  });
});

describe('decimal text', () => {
  it('writes exact decimals with the currency digits', () => {
    expect(moneyToDecimalString(money(123_450))).toBe('1234.50');
    expect(moneyToDecimalString(money(-5))).toBe('-0.05');
    expect(moneyToDecimalString(money(0))).toBe('0.00');
    expect(moneyToDecimalString(money(1500, 'JPY'))).toBe('1500');
    expect(scaledToDecimalString(1500, 3)).toBe('1.500');
  });
});

describe('money rounds half even at the minor unit', () => {
  it.each([
    [5, 10, 0],
    [15, 10, 2],
    [25, 10, 2],
    [35, 10, 4],
    [-5, 10, 0],
    [-15, 10, -2],
    [-25, 10, -2],
    [14, 10, 1],
    [16, 10, 2],
    [1, 3, 0],
    [2, 3, 1],
  ])('%i / %i -> %i', (n, d, expected) => {
    expect(divideHalfEven(n, d)).toBe(expected);
  });

  it('is exact beyond 2^53', () => {
    expect(multiplyDivideHalfEven(4_503_599_627_370_497, 3, 2)).toBe(6_755_399_441_055_746);
    expect(multiplyDivideHalfEven(4_503_599_627_370_495, 3, 2)).toBe(6_755_399_441_055_742);
  });
});

describe('unit values with up to 4 decimals', () => {
  it('prices 2,000 kg at US$ 0.4725 exactly', () => {
    expect(lineAmount(4725, 2_000_000, 'USD')).toEqual(money(94_500));
  });

  it('rounds a line amount half even to the cent (ties both ways)', () => {
    // Not ties: 0.0125 -> 0.01, 0.0175 -> 0.02
    expect(lineAmount(125, 1000, 'USD')).toEqual(money(1));
    expect(lineAmount(175, 1000, 'USD')).toEqual(money(2));
    // Ties go to the even cent: 1.5 x 0.0100 = 0.015 -> 0.02, 2.5 x 0.0100 = 0.025 -> 0.02
    expect(lineAmount(100, 1500, 'USD')).toEqual(money(2));
    expect(lineAmount(100, 2500, 'USD')).toEqual(money(2));
    expect(lineAmount(100, 500, 'USD')).toEqual(money(0)); // 0.005 -> 0.00 (tie to even 0)
    expect(lineAmount(300, 500, 'USD')).toEqual(money(2)); // 0.015 -> 0.02 (tie to even 2)
  });

  it('rounds to whole units for currencies without minor digits', () => {
    expect(lineAmount(25_000, 1000, 'JPY')).toEqual(money(2, 'JPY')); // 2.5 yen -> 2
    expect(lineAmount(35_000, 1000, 'JPY')).toEqual(money(4, 'JPY')); // 3.5 yen -> 4
  });

  it('converts between minor units and ten-thousandths', () => {
    expect(unitValueFromMinor(1234, 'USD')).toBe(123_400);
    expect(unitValueFromMinor(12, 'JPY')).toBe(120_000);
    expect(unitValueToMinor(4725, 'USD')).toBe(47);
    expect(unitValueToMinor(4750, 'USD')).toBe(48);
    expect(unitValueToMinor(4650, 'USD')).toBe(46);
  });
});
