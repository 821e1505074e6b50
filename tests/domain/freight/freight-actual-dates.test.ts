import { describe, expect, it } from 'vitest';
import { applyTransition, type FreightAction } from '../../../src/domain/freight/freight-lifecycle';
import { checkEdit } from '../../../src/domain/freight/freight-edit-rules';
import { freightInputOf, type FreightRecord } from '../../../src/domain/freight/freight-record';
import { applyFreightInput } from '../../../src/domain/freight/freight-record-builders';
import { nextInvoiceNumber } from '../../../src/domain/freight/freight-reference';
import { ADMIN, aFreight, CLERK } from './freight-test-data';

const AT = '2026-11-23T15:00:00.000Z';

function moved(record: FreightRecord, action: FreightAction, extra: { date?: string; at?: string } = {}) {
  const result = applyTransition(record, action, {
    at: extra.at ?? AT,
    by: CLERK,
    invoiceNumber: 'INV-2026-000007',
    ...extra,
  });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('actual dates of departure, arrival and delivery', () => {
  it('records the given day on the record and in the history entry', () => {
    const departed = moved(moved(aFreight(), 'book'), 'depart', { date: '2026-11-20' });
    expect(departed.departedOn).toBe('2026-11-20');
    expect(departed.history.at(-1)).toMatchObject({ to: 'in_transit', at: AT, date: '2026-11-20' });
    const arrived = moved(departed, 'arrive', { date: '2026-11-22' });
    const delivered = moved(arrived, 'deliver');
    expect(delivered).toMatchObject({ departedOn: '2026-11-20', arrivedOn: '2026-11-22', deliveredOn: '2026-11-23' });
  });

  it('defaults to today in the clock that records the change', () => {
    const departed = moved(moved(aFreight(), 'book'), 'depart');
    expect(departed.departedOn).toBe('2026-11-23');
    expect(departed.history.at(-1)?.date).toBe('2026-11-23');
  });

  it('refuses a day in the future, a malformed day and a day before the previous step', () => {
    const booked = moved(aFreight(), 'book');
    expect(applyTransition(booked, 'depart', { at: AT, by: CLERK, date: '2026-11-24' })).toEqual({
      ok: false,
      error: { code: 'dateInFuture', date: '2026-11-24', today: '2026-11-23' },
    });
    expect(applyTransition(booked, 'depart', { at: AT, by: CLERK, date: '23/11/2026' })).toMatchObject({
      ok: false,
      error: { code: 'invalidDate' },
    });
    const departed = moved(booked, 'depart', { date: '2026-11-21' });
    expect(applyTransition(departed, 'arrive', { at: AT, by: CLERK, date: '2026-11-20' })).toMatchObject({
      ok: false,
      error: { code: 'dateBeforePrevious', previous: '2026-11-21' },
    });
  });

  it('gives no date to undated actions', () => {
    const cancelled = moved(aFreight(), 'cancel');
    expect(cancelled.history.at(-1)).not.toHaveProperty('date');
  });

  it('never lets an edit change the actual dates or the invoice number', () => {
    const departed = moved(moved(aFreight(), 'book'), 'depart', { date: '2026-11-20' });
    const input = { ...freightInputOf(departed), departedOn: '2026-01-01', invoiceNumber: 'X' } as never;
    const edited = applyFreightInput(departed, input, { at: AT, by: CLERK });
    expect(edited).toMatchObject({ departedOn: '2026-11-20', invoiceNumber: 'INV-2026-000007' });
    expect(checkEdit(departed, edited).ok).toBe(true);
    expect(freightInputOf(departed)).not.toHaveProperty('departedOn');
  });
});

describe('invoice number and date, given at booking', () => {
  it('sets the number and the booking day, separate from the ship date', () => {
    const booked = moved(aFreight({ shipDate: '2026-12-05', eta: '2026-12-09' }), 'book');
    expect(booked).toMatchObject({
      invoiceNumber: 'INV-2026-000007',
      invoiceDate: '2026-11-23',
      shipDate: '2026-12-05',
    });
  });

  it('keeps the number when a reopened shipment is booked again', () => {
    const booked = moved(aFreight(), 'book');
    const reopened = applyTransition(booked, 'reopen', { at: AT, by: ADMIN });
    if (!reopened.ok) throw new Error('reopen refused');
    const again = applyTransition(reopened.value, 'book', {
      at: '2026-11-24T09:00:00.000Z',
      by: CLERK,
      invoiceNumber: 'INV-2026-000099',
    });
    expect(again.ok && again.value).toMatchObject({ invoiceNumber: 'INV-2026-000007', invoiceDate: '2026-11-24' });
  });

  it('numbers invoices from 1 in each year, after the last one given', () => {
    expect(nextInvoiceNumber(null, 2026)).toBe('INV-2026-000001');
    expect(nextInvoiceNumber('INV-2026-000041', 2026)).toBe('INV-2026-000042');
    expect(nextInvoiceNumber('INV-2025-000900', 2026)).toBe('INV-2026-000001');
  });
});
