import { describe, expect, it } from 'vitest';
import {
  validateFreightInput,
  freightWarnings,
  hasErrors,
  normaliseTariffCode,
  validateFreight,
  validateFreightLine,
} from '../../../src/domain/freight/freight-validation';
import { freightInputOf } from '../../../src/domain/freight/freight-record';
import { aFreight, aLine, SHIPPER } from './freight-test-data';

describe('validateFreight', () => {
  it('accepts a complete record', () => {
    expect(validateFreight(aFreight())).toEqual({});
    expect(hasErrors(validateFreight(aFreight()))).toBe(false);
  });

  it('requires both parties and a carrier, and refuses the same party twice', () => {
    expect(validateFreight(aFreight({ shipper: null, consignee: null, carrier: '  ' }))).toEqual({
      shipper: 'required',
      consignee: 'required',
      carrier: 'required',
    });
    expect(validateFreight(aFreight({ consignee: SHIPPER }))).toEqual({ consignee: 'sameParty' });
  });

  it('bounds the carrier, the transport document, the notes and the number of lines', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => aLine({ id: `l${i}` }));
    expect(validateFreight(aFreight({ lines: lines(200), notes: 'n'.repeat(2000) }))).toEqual({});
    expect(
      validateFreight(
        aFreight({
          lines: lines(201),
          notes: 'n'.repeat(2001),
          carrier: 'c'.repeat(501),
          transportDocument: 't'.repeat(501),
        }),
      ),
    ).toEqual({ lines: 'tooLong', notes: 'tooLong', carrier: 'tooLong', transportDocument: 'tooLong' });
  });

  it('checks the reference and countries', () => {
    expect(validateFreight(aFreight({ reference: 'FR-1' })).reference).toBe('invalidReference');
    expect(validateFreight(aFreight({ destinationCountry: '' })).destinationCountry).toBe('required');
    expect(validateFreight(aFreight({ destinationCountry: 'Germany' })).destinationCountry).toBe('country.unknown');
    expect(validateFreight(aFreight({ countryOfOrigin: 'br' })).countryOfOrigin).toBe('country.unknown');
  });

  it('checks dates: real calendar dates and ETA not before the ship date', () => {
    expect(validateFreight(aFreight({ shipDate: '2026-02-30' })).shipDate).toBe('invalidDate');
    expect(validateFreight(aFreight({ eta: '26/11/2026' })).eta).toBe('invalidDate');
    expect(validateFreight(aFreight({ shipDate: '2026-11-25', eta: '2026-11-24' })).eta).toBe('etaBeforeShipDate');
    expect(validateFreight(aFreight({ shipDate: '2026-11-25', eta: '2026-11-25' }))).toEqual({});
    expect(validateFreight(aFreight({ shipDate: null, eta: null }))).toEqual({});
  });

  it('checks packages, options and money', () => {
    expect(validateFreight(aFreight({ packages: 0 })).packages).toBe('notPositive');
    expect(validateFreight(aFreight({ packages: 1.5 })).packages).toBe('notWholeNumber');
    expect(validateFreight(aFreight({ incoterm: 'DAT' as never })).incoterm).toBe('unknownOption');
    expect(validateFreight(aFreight({ currency: 'XXX' as never })).currency).toBe('unknownOption');
    expect(validateFreight(aFreight({ freightValueMinor: -1, insuranceValueMinor: -1 }))).toEqual({
      freightValue: 'negative',
      insuranceValue: 'negative',
    });
  });

  it('checks a given exchange rate', () => {
    expect(validateFreight(aFreight({ exchangeRate: { rateMicros: 0, date: '2026-11-19' } }))).toEqual({
      'exchangeRate.rate': 'notPositive',
    });
    expect(validateFreight(aFreight({ exchangeRate: { rateMicros: 5_000_000, date: 'yesterday' } }))).toEqual({
      'exchangeRate.date': 'invalidDate',
    });
    // An empty day is missing, not malformed.
    expect(validateFreight(aFreight({ exchangeRate: { rateMicros: 5_000_000, date: '' } }))).toEqual({
      'exchangeRate.date': 'required',
    });
  });

  it('keeps where a rate came from and whether a person overrode it, from the known sources only', () => {
    const rate = { rateMicros: 5_432_100, date: '2026-03-13' };
    expect(validateFreight(aFreight({ exchangeRate: { ...rate, source: 'ptax', overridden: true } }))).toEqual({});
    expect(validateFreight(aFreight({ exchangeRate: { ...rate, source: 'guess' as never } }))).toEqual({
      'exchangeRate.source': 'unknownOption',
    });
    expect(validateFreight(aFreight({ exchangeRate: { ...rate, overridden: 'yes' as never } }))).toEqual({
      'exchangeRate.overridden': 'unknownOption',
    });
  });

  it('takes an insured amount of whole, non-negative minor units', () => {
    expect(validateFreight(aFreight({ insuredAmountMinor: 0 }))).toEqual({});
    expect(validateFreight(aFreight({ insuredAmountMinor: -1 }))).toEqual({ insuredAmount: 'negative' });
    expect(validateFreight(aFreight({ insuredAmountMinor: 1.5 }))).toEqual({ insuredAmount: 'notWholeNumber' });
  });

  it('keys line errors by line position', () => {
    const errors = validateFreight(
      aFreight({ lines: [aLine(), aLine({ id: 'l2', hsCode: '0901', quantityMilli: 0 })] }),
    );
    expect(errors).toEqual({ 'lines.1.hsCode': 'hsCodeFormat', 'lines.1.quantity': 'notPositive' });
  });
});

describe('validateFreightLine', () => {
  const check = (patch: Parameters<typeof aLine>[0]) => validateFreightLine(aLine(patch), 'USD');

  it('accepts a complete line, and an empty NCM', () => {
    expect(check({})).toEqual({});
    expect(check({ ncmCode: '' })).toEqual({});
  });

  it('requires a description and an HS code of 6 digits', () => {
    expect(check({ description: ' ', hsCode: '' })).toEqual({ description: 'required', hsCode: 'required' });
    expect(check({ hsCode: '09011' }).hsCode).toBe('hsCodeFormat');
    expect(check({ hsCode: '0901.11' }).hsCode).toBe('hsCodeFormat');
    expect(check({ description: 'x'.repeat(501) }).description).toBe('tooLong');
  });

  it('wants an NCM of 8 digits that starts with the HS code', () => {
    expect(check({ ncmCode: '0901111' }).ncmCode).toBe('ncmFormat');
    expect(check({ ncmCode: '09021000' }).ncmCode).toBe('ncmMismatch');
  });

  it('wants a positive whole number of thousandths and a non-negative unit value', () => {
    expect(check({ quantityMilli: 0 }).quantity).toBe('notPositive');
    expect(check({ quantityMilli: -1000 }).quantity).toBe('notPositive');
    expect(check({ quantityMilli: Number.NaN }).quantity).toBe('notWholeNumber');
    expect(check({ quantityMilli: 1.5 }).quantity).toBe('notWholeNumber');
    expect(check({ unitValueMinor: -1 }).unitValue).toBe('negative');
    expect(check({ unitValueMinor: Number.POSITIVE_INFINITY }).unitValue).toBe('notWholeNumber');
    expect(check({ unitValueMinor: 0 })).toEqual({});
  });

  it('checks discounts: 0-100 %, and an amount not above the line value', () => {
    expect(check({ discount: { kind: 'percent', basisPoints: 10_001 } }).discount).toBe('discountOutOfRange');
    expect(check({ discount: { kind: 'percent', basisPoints: -1 } }).discount).toBe('discountOutOfRange');
    expect(check({ discount: { kind: 'percent', basisPoints: 10_000 } })).toEqual({});
    expect(check({ discount: { kind: 'amount', minor: 1000 } })).toEqual({});
    expect(check({ discount: { kind: 'amount', minor: 1001 } }).discount).toBe('discountExceedsValue');
    expect(check({ discount: { kind: 'amount', minor: -5 } }).discount).toBe('discountOutOfRange');
  });

  it('wants gross weight at least the net weight, neither negative', () => {
    expect(check({ netWeightGrams: 1000, grossWeightGrams: 999 }).grossWeight).toBe('grossBelowNet');
    expect(check({ netWeightGrams: 1000, grossWeightGrams: 1000 })).toEqual({});
    expect(check({ netWeightGrams: -1 }).netWeight).toBe('negative');
    expect(check({ grossWeightGrams: -1 }).grossWeight).toBe('negative');
  });

  it('wants a country of origin', () => {
    expect(check({ countryOfOrigin: '' }).countryOfOrigin).toBe('required');
    expect(check({ countryOfOrigin: 'BRA' }).countryOfOrigin).toBe('country.unknown');
  });
});

describe('normaliseTariffCode and warnings', () => {
  it('strips dots, dashes and spaces from typed codes', () => {
    expect(normaliseTariffCode('0901.11.10')).toBe('09011110');
    expect(normaliseTariffCode(' 0901 11-10 ')).toBe('09011110');
  });

  it('warns on what a person typed before any record exists, as on a stored record', () => {
    const typed = freightInputOf(aFreight({ mode: 'road', incoterm: 'FOB', currency: 'EUR' }));
    expect(freightWarnings(typed)).toEqual(['incotermSeaOnly', 'noExchangeRate']);
    expect(freightWarnings({ ...typed, mode: 'sea', currency: 'BRL' })).toEqual([]);
  });

  it('warns about a sea-only incoterm on another mode, a missing rate and a rate dated after shipping', () => {
    expect(
      freightWarnings(
        aFreight({ mode: 'air_express', incoterm: 'CIF', exchangeRate: { rateMicros: 5, date: '2026-11-24' } }),
      ),
    ).toEqual(['incotermSeaOnly']);
    expect(freightWarnings(aFreight({ mode: 'sea', incoterm: 'CIF' }))).toEqual(['noExchangeRate']);
    expect(freightWarnings(aFreight({ currency: 'BRL', incoterm: 'CIP' }))).toEqual([]);
    expect(freightWarnings(aFreight({ incoterm: 'CIP', exchangeRate: { rateMicros: 5, date: '2026-11-26' } }))).toEqual(
      ['rateDateAfterShipDate'],
    );
  });
});

describe('a shipment as typed, before it has a reference', () => {
  it('is checked by the same rules, without a reference to check', () => {
    expect(validateFreightInput(freightInputOf(aFreight()))).toEqual({});
    expect(validateFreightInput({ ...freightInputOf(aFreight()), carrier: ' ', packages: 0 })).toEqual({
      carrier: 'required',
      packages: 'notPositive',
    });
    expect(validateFreight({ ...aFreight(), reference: 'nope' })).toEqual({ reference: 'invalidReference' });
  });
});
