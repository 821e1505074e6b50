import { describe, expect, it } from 'vitest';
import { generateFreightRecords } from '../../../src/adapters/mock/fixtures/freight.fixture';
import { FREIGHT_STATUSES, type FreightStatus } from '../../../src/domain/freight/freight-options';
import { isValidReference } from '../../../src/domain/freight/freight-reference';
import { validateFreight } from '../../../src/domain/freight/freight-validation';
import {
  FALLBACK_PARTIES as SAMPLE_CONTACTS,
  FALLBACK_PRODUCTS as SAMPLE_PRODUCTS,
} from '../../../src/adapters/mock/fixtures/freight-fallback.fixture';

const TODAY = '2026-11-21';
const generate = (seed: number, count?: number) =>
  generateFreightRecords({ seed, count, contacts: SAMPLE_CONTACTS, products: SAMPLE_PRODUCTS, today: TODAY });

const ORDER: Record<FreightStatus, FreightStatus[]> = {
  draft: [],
  booked: ['booked'],
  in_transit: ['booked', 'in_transit'],
  customs: ['booked', 'in_transit', 'customs'],
  delivered: ['booked', 'in_transit', 'customs', 'delivered'],
  cancelled: [],
};

describe('generateFreightRecords', () => {
  const records = generate(2026);

  it('makes 2,000 records by default, deterministically', () => {
    expect(records).toHaveLength(2000);
    expect(generate(2026, 50)).toEqual(generate(2026, 50));
    expect(generate(1, 50)).not.toEqual(generate(2, 50));
  });

  it('makes none for a count of 0 and needs parties and products', () => {
    expect(generate(1, 0)).toHaveLength(0);
    expect(() => generateFreightRecords({ seed: 1, contacts: [], products: SAMPLE_PRODUCTS, today: TODAY })).toThrow(
      RangeError,
    );
  });

  it('gives unique ids and unique, well-formed references', () => {
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    expect(new Set(records.map((r) => r.reference)).size).toBe(records.length);
    expect(records.every((r) => isValidReference(r.reference))).toBe(true);
  });

  it('produces records that pass validation', () => {
    const invalid = records.filter((r) => Object.keys(validateFreight(r)).length > 0);
    expect(invalid.map((r) => [r.reference, validateFreight(r)])).toEqual([]);
  });

  it('spreads statuses, modes, carriers and destinations', () => {
    const count = (key: (r: (typeof records)[number]) => string) => new Set(records.map(key)).size;
    for (const status of FREIGHT_STATUSES) expect(records.some((r) => r.status === status)).toBe(true);
    expect(count((r) => r.mode)).toBe(4);
    expect(count((r) => r.carrier)).toBeGreaterThanOrEqual(8);
    expect(count((r) => r.destinationCountry)).toBeGreaterThanOrEqual(8);
    expect(records.every((r) => r.shipper?.country === 'BR' && r.consignee?.country !== 'BR')).toBe(true);
  });

  it('keeps histories consistent with the status and in time order, never after today', () => {
    for (const r of records) {
      const tos = r.history.map((h) => h.to);
      if (r.status === 'cancelled') {
        expect(tos[tos.length - 1]).toBe('cancelled');
      } else {
        expect(tos).toEqual(ORDER[r.status]);
      }
      r.history.forEach((h, i) => {
        expect(h.from).toBe(i === 0 ? 'draft' : r.history[i - 1]?.to);
        if (i > 0) expect(h.at > (r.history[i - 1]?.at ?? '')).toBe(true);
        expect(h.at.slice(0, 10) <= TODAY).toBe(true);
      });
      if (r.status === 'in_transit' || r.status === 'customs' || r.status === 'delivered') {
        expect(r.shipDate !== null && r.shipDate <= TODAY).toBe(true);
      }
    }
  });

  it('stores an exchange rate with its date for foreign-currency shipments that are booked', () => {
    const booked = records.filter((r) => r.status !== 'draft' && r.status !== 'cancelled' && r.currency !== 'BRL');
    expect(booked.every((r) => r.exchangeRate !== null && r.exchangeRate.date <= TODAY)).toBe(true);
    expect(records.filter((r) => r.currency === 'BRL').every((r) => r.exchangeRate === null)).toBe(true);
  });
});
