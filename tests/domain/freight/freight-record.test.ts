import { describe, expect, it } from 'vitest';
import { duplicateFreight, newFreightDraft, newFreightLine } from '../../../src/domain/freight/freight-record-builders';
import { invoiceTypeValue, transportDocumentKind, KNOWN_CARRIERS } from '../../../src/domain/freight/freight-options';
import { incotermLabel } from '../../../src/domain/freight/incoterms';
import { aFreight, AT, CLERK } from './freight-test-data';

describe('newFreightDraft', () => {
  const by = { id: CLERK.id, name: CLERK.name };
  const draft = newFreightDraft({ id: 'f-9', reference: 'FR-2026-000009', at: AT, by });

  it('starts with the spec invoice defaults', () => {
    expect(draft).toMatchObject({
      status: 'draft',
      incoterm: 'CIF',
      currency: 'USD',
      invoiceType: 'commercial',
      paymentTerms: 'advanced',
      carrier: 'DHL Express',
      mode: 'air_express',
      exportReason: 'permanent',
      dutiesAndTaxes: 'receiver_dtu',
      countryOfOrigin: 'BR',
    });
    expect(incotermLabel(draft.incoterm)).toBe('CIF - Cost Insurance and Freight');
    expect(invoiceTypeValue(draft.invoiceType)).toBe(1);
  });

  it('has no parties, lines, money or history yet, and stamps the audit', () => {
    expect(draft).toMatchObject({
      shipper: null,
      consignee: null,
      lines: [],
      history: [],
      freightValueMinor: 0,
      insuranceValueMinor: 0,
      exchangeRate: null,
    });
    expect(draft.audit).toEqual({ createdAt: AT, createdBy: by, updatedAt: AT, updatedBy: by });
  });

  it('accepts a shipper and another country of origin', () => {
    const shipper = { id: 'c-1', name: 'X', country: 'AR' };
    expect(newFreightDraft({ id: 'a', reference: 'r', at: AT, by, shipper, countryOfOrigin: 'AR' })).toMatchObject({
      shipper,
      countryOfOrigin: 'AR',
    });
  });
});

describe('newFreightLine and duplicateFreight', () => {
  it('makes a one-piece empty line', () => {
    expect(newFreightLine({ id: 'l9', countryOfOrigin: 'BR' })).toMatchObject({
      id: 'l9',
      quantityMilli: 1000,
      unit: 'pcs',
      unitValueMinor: 0,
      discount: { kind: 'none' },
    });
  });

  it('copies parties, terms and lines into a new draft with no history or transport details', () => {
    const source = aFreight({
      status: 'delivered',
      transportDocument: '1234567890',
      history: [{ from: 'draft', to: 'booked', at: AT, by: CLERK }],
      exchangeRate: { rateMicros: 5_000_000, date: '2026-11-19' },
    });
    const copy = duplicateFreight(source, {
      id: 'f-2',
      reference: 'FR-2026-000002',
      at: '2026-12-01T00:00:00.000Z',
      by: CLERK,
    });
    expect(copy).toMatchObject({
      id: 'f-2',
      reference: 'FR-2026-000002',
      status: 'draft',
      transportDocument: '',
      history: [],
      shipDate: null,
      eta: null,
      exchangeRate: null,
    });
    expect(copy.lines).toEqual(source.lines);
    expect(copy.consignee).toEqual(source.consignee);
    expect(copy.audit.createdAt).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('options', () => {
  it('names the transport document by mode', () => {
    expect(transportDocumentKind('air_express')).toBe('awb');
    expect(transportDocumentKind('air')).toBe('awb');
    expect(transportDocumentKind('sea')).toBe('bl');
    expect(transportDocumentKind('road')).toBe('crt');
  });

  it('offers carriers for every mode', () => {
    for (const mode of ['air_express', 'air', 'sea', 'road'] as const) {
      expect(KNOWN_CARRIERS.some((c) => c.modes.includes(mode))).toBe(true);
    }
  });
});
