import { describe, expect, it } from 'vitest';
import { generateFreightRecords } from '../../../src/adapters/mock/fixtures/freight.fixture';
import { FREIGHT_STATUSES, type FreightStatus } from '../../../src/domain/freight/freight-options';
import { applyTransition, type FreightAction } from '../../../src/domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';
import { isValidReference } from '../../../src/domain/freight/freight-reference';
import { validateFreight } from '../../../src/domain/freight/freight-validation';
import { invoiceCurrencyError } from '../../../src/domain/trade/ptax-currencies';
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

  it('invoices only in BRL or a currency the PTAX publishes (no seeded CNY)', () => {
    expect(records.filter((r) => invoiceCurrencyError(r.currency) !== null).map((r) => r.currency)).toEqual([]);
    expect(new Set(records.map((r) => r.currency))).toContain('CHF');
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

  it('gives every line both descriptions of its product', () => {
    const byId = new Map(SAMPLE_PRODUCTS.map((p) => [p.id, p]));
    for (const line of records.flatMap((r) => r.lines)) {
      const product = byId.get(line.productId ?? '');
      expect(line).toMatchObject({
        description: product?.descriptionEn,
        descriptionEn: product?.descriptionEn,
        descriptionPt: product?.descriptionPt,
      });
      expect(line.descriptionPt).not.toBe('');
    }
  });

  it('numbers the invoices of booked shipments in booking order within each year, dated the booking day', () => {
    const booked = records
      .filter((r) => r.history.some((h) => h.to === 'booked'))
      .map((r) => ({ record: r, at: r.history.find((h) => h.to === 'booked')?.at ?? '' }))
      .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    expect(booked.length).toBeGreaterThan(1000);
    const sequenceOf = new Map<string, number>();
    for (const { record, at } of booked) {
      const year = at.slice(0, 4);
      const sequence = (sequenceOf.get(year) ?? 0) + 1;
      sequenceOf.set(year, sequence);
      expect(record.invoiceNumber).toBe(`INV-${year}-${String(sequence).padStart(6, '0')}`);
      expect(record.invoiceDate).toBe(at.slice(0, 10));
    }
    const never = records.filter((r) => !r.history.some((h) => h.to === 'booked'));
    expect(never.every((r) => r.invoiceNumber === undefined && r.invoiceDate === undefined)).toBe(true);
  });

  it('replays through the lifecycle: each step accepted on its day, arriving at the same status and actual days', () => {
    const actions: Partial<Record<FreightStatus, FreightAction>> = {
      booked: 'book',
      in_transit: 'depart',
      customs: 'arrive',
      delivered: 'deliver',
      cancelled: 'cancel',
    };
    for (const seeded of records) {
      let replayed: FreightRecord = {
        ...seeded,
        status: 'draft',
        history: [],
        departedOn: undefined,
        arrivedOn: undefined,
        deliveredOn: undefined,
        invoiceNumber: undefined,
        invoiceDate: undefined,
      };
      for (const change of seeded.history) {
        const action = actions[change.to] as FreightAction;
        const moved = applyTransition(replayed, action, {
          at: change.at,
          by: { ...change.by, role: 'user' },
          ...(change.date ? { date: change.date } : {}),
          ...(seeded.invoiceNumber ? { invoiceNumber: seeded.invoiceNumber } : {}),
        });
        if (!moved.ok) throw new Error(`${seeded.reference} ${action}: ${moved.error.code}`);
        replayed = moved.value;
      }
      const pick = (r: FreightRecord) => ({
        status: r.status,
        departedOn: r.departedOn,
        arrivedOn: r.arrivedOn,
        deliveredOn: r.deliveredOn,
        invoiceNumber: r.invoiceNumber,
        invoiceDate: r.invoiceDate,
        history: r.history,
      });
      expect(pick(replayed)).toEqual(pick(seeded));
    }
  });

  it('never dates a step after the seed day, nor before the step before it', () => {
    for (const r of records) {
      const days = [r.invoiceDate, r.departedOn, r.arrivedOn, r.deliveredOn].filter((d) => d !== undefined);
      expect(days).toEqual([...days].sort());
      expect(days.every((d) => d <= TODAY)).toBe(true);
      if (r.departedOn) expect(r.departedOn).toBe(r.shipDate);
    }
  });
});
