import { describe, expect, it } from 'vitest';
import { checkEdit } from '../../../src/domain/freight/freight-edit-rules';
import type { FreightStatus } from '../../../src/domain/freight/freight-options';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';
import { aFreight } from './freight-test-data';

/** A shipment with all of its paperwork filled, in the given status. */
function withPaperwork(status: FreightStatus): FreightRecord {
  return {
    ...aFreight({ status }),
    namedPlace: 'Rotterdam',
    placeOfLoading: { code: 'BRSSZ', name: 'Santos' },
    placeOfDischarge: { code: 'NLRTM', name: 'Rotterdam' },
    marks: 'FD / 1-2',
    containers: ['CSQU3054383'],
    packingList: [],
    insuredAmountMinor: 110_000,
  };
}

function omitting(record: FreightRecord, field: keyof FreightRecord): FreightRecord {
  const copy = { ...record } as Record<string, unknown>;
  delete copy[field];
  return copy as unknown as FreightRecord;
}

const LOCKED_PAPERWORK = ['namedPlace', 'placeOfLoading', 'placeOfDischarge', 'marks', 'insuredAmountMinor'] as const;

describe('an edit that leaves fields out', () => {
  it.each(LOCKED_PAPERWORK)('refuses dropping %s once booked (the invoice lock)', (field) => {
    const before = withPaperwork('booked');
    expect(checkEdit(before, omitting(before, field))).toEqual({
      ok: false,
      error: { code: 'invoiceLocked', fields: [field] },
    });
  });

  it('still lets a booked shipment clear its containers (a tracking detail)', () => {
    const before = withPaperwork('booked');
    expect(checkEdit(before, omitting(before, 'containers')).ok).toBe(true);
  });

  it.each(['delivered', 'cancelled'] as const)('refuses dropping any field of a %s shipment', (status) => {
    const before = withPaperwork(status);
    for (const field of [...LOCKED_PAPERWORK, 'containers', 'packingList'] as const) {
      expect(checkEdit(before, omitting(before, field))).toEqual({ ok: false, error: { code: 'closed' } });
    }
  });

  it('refuses dropping a system field whatever the status', () => {
    const before = { ...aFreight({ status: 'booked' }), invoiceNumber: 'INV-2026-000001' };
    expect(checkEdit(before, omitting(before, 'invoiceNumber'))).toEqual({
      ok: false,
      error: { code: 'systemField', fields: ['invoiceNumber'] },
    });
  });

  it('lets a draft drop its paperwork', () => {
    const before = withPaperwork('draft');
    expect(checkEdit(before, omitting(before, 'marks')).ok).toBe(true);
  });
});
