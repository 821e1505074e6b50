import { describe, expect, it } from 'vitest';
import { actionsForAny } from '../../../src/domain/freight/freight-lifecycle';
import { ADMIN, aFreight, CLERK } from './freight-test-data';

describe('actions a bulk change offers', () => {
  it('offers only what is valid for at least one selected shipment', () => {
    const draft = aFreight({ id: 'a', status: 'draft' });
    const inTransit = aFreight({ id: 'b', status: 'in_transit' });
    expect(actionsForAny([draft, inTransit], CLERK)).toEqual(['book', 'arrive', 'cancel']);
    expect(actionsForAny([inTransit], CLERK)).toEqual(['arrive']);
  });

  it('leaves out booking when no selected draft is complete, and reopening for a non-admin', () => {
    const incomplete = aFreight({ id: 'a', status: 'draft', lines: [] });
    const booked = aFreight({ id: 'b', status: 'booked' });
    expect(actionsForAny([incomplete, booked], CLERK)).toEqual(['depart', 'cancel']);
    expect(actionsForAny([incomplete, booked], ADMIN)).toEqual(['depart', 'cancel', 'reopen']);
  });

  it('offers nothing for closed shipments or an empty selection', () => {
    expect(actionsForAny([aFreight({ status: 'delivered' }), aFreight({ status: 'cancelled' })], ADMIN)).toEqual([]);
    expect(actionsForAny([], ADMIN)).toEqual([]);
  });
});
