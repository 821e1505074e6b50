import { describe, expect, it } from 'vitest';
import {
  applyTransition,
  availableActions,
  bookingGaps,
  canTransition,
  checkTransition,
  type FreightAction,
} from '../../../src/domain/freight/freight-lifecycle';
import { checkEdit, isClosed, isInvoiceLocked } from '../../../src/domain/freight/freight-edit-rules';
import type { FreightStatus } from '../../../src/domain/freight/freight-options';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';
import { ADMIN, aFreight, AT, CLERK } from './freight-test-data';

const at = (status: FreightStatus) => aFreight({ status });

describe('transition table', () => {
  const table: [FreightStatus, FreightAction, FreightStatus | null][] = [
    ['draft', 'book', 'booked'],
    ['draft', 'cancel', 'cancelled'],
    ['draft', 'depart', null],
    ['draft', 'reopen', null],
    ['booked', 'depart', 'in_transit'],
    ['booked', 'cancel', 'cancelled'],
    ['booked', 'reopen', 'draft'],
    ['booked', 'book', null],
    ['in_transit', 'arrive', 'customs'],
    ['in_transit', 'cancel', null],
    ['in_transit', 'deliver', null],
    ['customs', 'deliver', 'delivered'],
    ['customs', 'cancel', null],
    ['delivered', 'cancel', null],
    ['delivered', 'reopen', null],
    ['cancelled', 'book', null],
    ['cancelled', 'reopen', null],
  ];

  it.each(table)('%s --%s--> %s (as admin)', (from, action, to) => {
    const result = checkTransition(at(from), action, ADMIN);
    expect(result.ok ? result.value : null).toBe(to);
    if (to === null) expect(result).toEqual({ ok: false, error: { code: 'notAllowedFrom', action, from } });
  });
});

describe('guards', () => {
  it('lets only an admin reopen a booked shipment', () => {
    expect(checkTransition(at('booked'), 'reopen', CLERK)).toEqual({
      ok: false,
      error: { code: 'adminOnly', action: 'reopen' },
    });
    expect(canTransition(at('booked'), 'reopen', ADMIN)).toBe(true);
  });

  it('books only with shipper, consignee, carrier and at least one line', () => {
    const bare = aFreight({ shipper: null, consignee: null, carrier: '', lines: [] });
    expect(bookingGaps(bare)).toEqual(['shipper', 'consignee', 'carrier', 'lines', 'invalid']);
    expect(checkTransition(bare, 'book', CLERK)).toEqual({
      ok: false,
      error: { code: 'bookingIncomplete', gaps: ['shipper', 'consignee', 'carrier', 'lines', 'invalid'] },
    });
    expect(bookingGaps(aFreight({ lines: [] }))).toEqual(['lines']);
    expect(bookingGaps(aFreight())).toEqual([]);
  });

  it('does not book a record with validation errors', () => {
    expect(bookingGaps(aFreight({ eta: '2026-01-01' }))).toEqual(['invalid']);
  });

  it('lists the actions for buttons by status and role', () => {
    expect(availableActions(at('draft'), CLERK)).toEqual(['book', 'cancel']);
    expect(availableActions(at('booked'), CLERK)).toEqual(['depart', 'cancel']);
    expect(availableActions(at('booked'), ADMIN)).toEqual(['depart', 'cancel', 'reopen']);
    expect(availableActions(at('customs'), ADMIN)).toEqual(['deliver']);
    expect(availableActions(at('delivered'), ADMIN)).toEqual([]);
  });
});

describe('applyTransition', () => {
  it('changes the status and appends {from, to, at, by} to the history', () => {
    const booked = applyTransition(aFreight(), 'book', { at: AT, by: CLERK });
    expect(booked.ok).toBe(true);
    if (!booked.ok) return;
    expect(booked.value.status).toBe('booked');
    expect(booked.value.history).toEqual([
      { from: 'draft', to: 'booked', at: AT, by: { id: CLERK.id, name: CLERK.name } },
    ]);
    expect(booked.value.audit.updatedAt).toBe(AT);
    expect(booked.value.audit.updatedBy).toEqual({ id: CLERK.id, name: CLERK.name });
  });

  it('walks the whole lifecycle keeping every step', () => {
    let record: FreightRecord = aFreight();
    const steps: FreightAction[] = ['book', 'reopen', 'book', 'depart', 'arrive', 'deliver'];
    steps.forEach((action, i) => {
      const next = applyTransition(record, action, { at: `2026-11-2${i}T00:00:00.000Z`, by: ADMIN });
      if (!next.ok) throw new Error(`refused ${action}`);
      record = next.value;
    });
    expect(record.status).toBe('delivered');
    expect(record.history.map((h) => `${h.from}>${h.to}`)).toEqual([
      'draft>booked',
      'booked>draft',
      'draft>booked',
      'booked>in_transit',
      'in_transit>customs',
      'customs>delivered',
    ]);
  });

  it('leaves the record untouched when refused', () => {
    const draft = aFreight({ lines: [] });
    expect(applyTransition(draft, 'book', { at: AT, by: CLERK }).ok).toBe(false);
    expect(draft.history).toEqual([]);
  });
});

describe('locking', () => {
  it('locks invoice values once booked and closes delivered or cancelled shipments', () => {
    expect(isInvoiceLocked('draft')).toBe(false);
    for (const s of ['booked', 'in_transit', 'customs', 'delivered', 'cancelled'] as const)
      expect(isInvoiceLocked(s)).toBe(true);
    expect(isClosed('delivered')).toBe(true);
    expect(isClosed('cancelled')).toBe(true);
    expect(isClosed('customs')).toBe(false);
  });

  it('allows any invoice edit on a draft', () => {
    const before = at('draft');
    expect(checkEdit(before, { ...before, freightValueMinor: 999, incoterm: 'FOB' }).ok).toBe(true);
  });

  it('refuses invoice edits once booked but allows tracking details', () => {
    const before = at('booked');
    expect(checkEdit(before, { ...before, freightValueMinor: 999, lines: [] })).toEqual({
      ok: false,
      error: { code: 'invoiceLocked', fields: ['freightValueMinor', 'lines'] },
    });
    expect(
      checkEdit(before, {
        ...before,
        transportDocument: '1234567890',
        eta: '2026-11-30',
        audit: { ...before.audit, updatedAt: AT },
      }).ok,
    ).toBe(true);
  });

  it('refuses edits to closed shipments and to system fields', () => {
    const done = at('delivered');
    expect(checkEdit(done, { ...done, notes: 'late' })).toEqual({ ok: false, error: { code: 'closed' } });
    expect(checkEdit(done, done).ok).toBe(true);
    const draft = at('draft');
    expect(checkEdit(draft, { ...draft, status: 'booked' })).toEqual({
      ok: false,
      error: { code: 'systemField', fields: ['status'] },
    });
    expect(checkEdit(draft, { ...draft, reference: 'FR-2026-000099' })).toEqual({
      ok: false,
      error: { code: 'systemField', fields: ['reference'] },
    });
  });
});
