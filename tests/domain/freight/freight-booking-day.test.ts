import { describe, expect, it } from 'vitest';
import { applyTransition } from '../../../src/domain/freight/freight-lifecycle';
import { ADMIN, aFreight } from './freight-test-data';

describe('the invoice date booking sets', () => {
  it('is the day in Brasília: booked at 21:30 or 23:59 there, the invoice is dated that day, not UTC tomorrow', () => {
    for (const at of ['2026-11-20T00:30:00.000Z', '2026-11-20T02:59:00.000Z']) {
      const booked = applyTransition(aFreight(), 'book', { at, by: ADMIN });
      expect(booked.ok && booked.value.invoiceDate).toBe('2026-11-19');
    }
    const afterMidnight = applyTransition(aFreight(), 'book', { at: '2026-11-20T03:00:00.000Z', by: ADMIN });
    expect(afterMidnight.ok && afterMidnight.value.invoiceDate).toBe('2026-11-20');
  });
});
