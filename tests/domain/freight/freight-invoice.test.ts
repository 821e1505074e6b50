import { describe, expect, it } from 'vitest';
import { canPrintProforma, invoiceHeading } from '../../../src/domain/freight/freight-invoice';
import { FREIGHT_STATUSES } from '../../../src/domain/freight/freight-options';
import { aFreight } from './freight-test-data';

const TODAY = '2026-11-23';

describe('the head of a printed invoice', () => {
  it('prints a draft as a proforma invoice when asked: its reference as number, the day of printing', () => {
    const draft = aFreight({ reference: 'FR-2026-000031', shipDate: '2026-12-01' });
    expect(invoiceHeading(draft, TODAY)).toEqual({
      kind: 'proforma',
      number: 'FR-2026-000031',
      date: TODAY,
    });
    expect(invoiceHeading(draft)).toEqual({
      kind: 'draft',
      number: 'FR-2026-000031',
      date: '2026-12-01',
    });
  });

  it('prints booked and later shipments as the final invoice with their own number and date, whatever was asked', () => {
    for (const status of ['booked', 'in_transit', 'customs', 'delivered'] as const) {
      const record = aFreight({ status, invoiceNumber: 'INV-2026-000042', invoiceDate: '2026-11-20' });
      expect(invoiceHeading(record, TODAY)).toEqual({
        kind: 'final',
        number: 'INV-2026-000042',
        date: '2026-11-20',
      });
    }
  });

  it('offers the proforma only for a draft', () => {
    expect(FREIGHT_STATUSES.filter(canPrintProforma)).toEqual(['draft']);
    const cancelled = aFreight({ status: 'cancelled' });
    expect(invoiceHeading(cancelled, TODAY).kind).toBe('draft');
  });
});
