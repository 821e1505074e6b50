import { describe, expect, it } from 'vitest';
import { refusals } from '../../../src/application/errors/refusals';
import type { ExchangeRateSource } from '../../../src/application/ports/exchange-rate-source.port';
import { freightInputOf, type ExchangeRate, type FreightInput } from '../../../src/domain/freight/freight-record';
import { aFreight } from '../../domain/freight/freight-test-data';
import { coreHarness, refusal, STAFF, T0 } from '../support/core-harness';

/** A source with the closing PTAX of a few days of November 2026 (Friday the 20th a holiday), or down. */
function novemberRates() {
  const table: Record<string, number> = { '2026-11-18': 5_301_200, '2026-11-19': 5_312_300 };
  const state = { down: false, asked: [] as string[] };
  const source: ExchangeRateSource = {
    async rateOn(currency, day) {
      state.asked.push(`${currency} ${day}`);
      if (state.down) throw refusals.rateSourceFailed('down');
      const rateMicros = table[day];
      if (rateMicros === undefined) throw refusals.rateUnavailable(currency, day);
      return { date: day, rateMicros, source: 'ptax' };
    },
  };
  return { source, state };
}

const input = (exchangeRate: ExchangeRate | null): FreightInput => ({
  ...freightInputOf(aFreight()),
  currency: 'USD',
  exchangeRate,
});
const STALE: ExchangeRate = { rateMicros: 5_250_000, date: '2026-11-10', source: 'ptax', overridden: false };

/** Booking at 21:30 in Brasília on Monday 2026-11-23 (UTC already the 24th). */
function atMondayNight(rates: ExchangeRateSource) {
  const harness = coreHarness({ rates });
  harness.clock.advance(Date.parse('2026-11-24T00:30:00.000Z') - T0);
  return harness;
}

describe('booking takes the PTAX of the invoice date again', () => {
  it("replaces an older day's PTAX with the rule's for the invoice date in Brasília, over the holiday", async () => {
    const { source } = novemberRates();
    const { backend } = atMondayNight(source);
    const made = await backend.freight.create(STAFF, input(STALE));
    const booked = await backend.freight.transition(STAFF, made.id, 'book');
    expect(booked.invoiceDate).toBe('2026-11-23');
    expect(booked.exchangeRate).toEqual({
      rateMicros: 5_312_300,
      date: '2026-11-19',
      source: 'ptax',
      overridden: false,
    });
  });

  it('fills a missing rate, and keeps a rate a person overrode or typed with no source', async () => {
    const { source, state } = novemberRates();
    const { backend } = atMondayNight(source);
    const empty = await backend.freight.create(STAFF, input(null));
    expect((await backend.freight.transition(STAFF, empty.id, 'book')).exchangeRate?.date).toBe('2026-11-19');
    state.asked.length = 0;
    const overridden: ExchangeRate = { ...STALE, rateMicros: 5_400_000, overridden: true };
    const typed: ExchangeRate = { rateMicros: 5_410_000, date: '2026-11-19', source: 'manual' };
    for (const rate of [overridden, typed]) {
      const made = await backend.freight.create(STAFF, input(rate));
      expect((await backend.freight.transition(STAFF, made.id, 'book')).exchangeRate).toEqual(rate);
    }
    expect(state.asked).toEqual([]);
  });

  it('refuses to book with the source refusal when no rate can be had, and leaves the draft as it was', async () => {
    const { source, state } = novemberRates();
    const { backend } = atMondayNight(source);
    const made = await backend.freight.create(STAFF, input(STALE));
    state.down = true;
    expect(await refusal(backend.freight.transition(STAFF, made.id, 'book'))).toMatchObject({
      code: 'rate.sourceFailed',
    });
    const bulk = await backend.freight.transitionMany(STAFF, [made.id], 'book');
    expect(bulk.refused).toEqual([{ id: made.id, reference: made.reference, code: 'rate.sourceFailed' }]);
    const still = await backend.freight.get(STAFF, made.id);
    expect(still.status).toBe('draft');
    expect(still.exchangeRate).toEqual(STALE);
  });
});
