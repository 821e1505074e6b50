import { describe, expect, it } from 'vitest';
import { actionsForAny, bulkRefusals, dayRefusal } from '../../../src/domain/freight/freight-lifecycle';
import { ADMIN, aFreight, CLERK } from './freight-test-data';

describe('actions a bulk change offers', () => {
  it('offers only what is valid for at least one selected shipment', () => {
    const draft = aFreight({ id: 'a', status: 'draft' });
    const inTransit = aFreight({ id: 'b', status: 'in_transit' });
    expect(actionsForAny([draft, inTransit], CLERK)).toEqual(['book', 'arrive', 'cancel']);
    expect(actionsForAny([inTransit], CLERK)).toEqual(['arrive']);
  });

  it('offers booking for a draft as a list row shows it (the count ahead and the report say which cannot), and reopening only to an admin', () => {
    const draftRow = { status: 'draft' as const };
    const booked = aFreight({ id: 'b', status: 'booked' });
    expect(actionsForAny([draftRow, booked], CLERK)).toEqual(['book', 'depart', 'cancel']);
    expect(actionsForAny([draftRow, booked], ADMIN)).toEqual(['book', 'depart', 'cancel', 'reopen']);
    // What booking misses is counted from the whole record.
    const incomplete = aFreight({ id: 'a', status: 'draft', lines: [] });
    expect(bulkRefusals([incomplete], 'book', CLERK, '2026-11-21').map((r) => r.refusal.code)).toEqual([
      'bookingIncomplete',
    ]);
  });

  it('offers nothing for closed shipments or an empty selection', () => {
    expect(actionsForAny([aFreight({ status: 'delivered' }), aFreight({ status: 'cancelled' })], ADMIN)).toEqual([]);
    expect(actionsForAny([], ADMIN)).toEqual([]);
  });
});

describe('one actual date for a bulk departure, arrival or delivery', () => {
  const TODAY = '2026-11-23';

  it('refuses, before any shipment, a day in the future or not a day; other actions take no date', () => {
    expect(dayRefusal('depart', '2026-11-24', TODAY)).toEqual({
      code: 'dateInFuture',
      date: '2026-11-24',
      today: TODAY,
    });
    expect(dayRefusal('arrive', '2026-13-01', TODAY)).toEqual({ code: 'invalidDate', date: '2026-13-01' });
    expect(dayRefusal('deliver', TODAY, TODAY)).toBeNull();
    expect(dayRefusal('cancel', '2999-01-01', TODAY)).toBeNull();
  });

  it('names each shipment the date or the status refuses, with why', () => {
    const early = aFreight({ id: 'a', status: 'in_transit', departedOn: '2026-11-10' });
    const late = aFreight({ id: 'b', status: 'in_transit', departedOn: '2026-11-18' });
    const booked = aFreight({ id: 'c', status: 'booked' });
    expect(bulkRefusals([early, late, booked], 'arrive', CLERK, TODAY, '2026-11-15')).toEqual([
      { record: late, refusal: { code: 'dateBeforePrevious', date: '2026-11-15', previous: '2026-11-18' } },
      { record: booked, refusal: { code: 'notAllowedFrom', action: 'arrive', from: 'booked' } },
    ]);
    expect(bulkRefusals([early, late], 'arrive', CLERK, TODAY, '2026-11-18')).toEqual([]);
  });

  it('takes today when no date is given, and checks booking and role as the single change does', () => {
    const departedTomorrow = aFreight({ id: 'a', status: 'in_transit', departedOn: '2026-11-24' });
    expect(bulkRefusals([departedTomorrow], 'arrive', CLERK, TODAY).map((r) => r.refusal.code)).toEqual([
      'dateBeforePrevious',
    ]);
    const incomplete = aFreight({ id: 'b', lines: [] });
    const booked = aFreight({ id: 'c', status: 'booked' });
    expect(bulkRefusals([incomplete], 'book', CLERK, TODAY).map((r) => r.refusal.code)).toEqual(['bookingIncomplete']);
    expect(bulkRefusals([booked], 'reopen', CLERK, TODAY).map((r) => r.refusal.code)).toEqual(['adminOnly']);
    expect(bulkRefusals([booked], 'reopen', ADMIN, TODAY)).toEqual([]);
  });
});
