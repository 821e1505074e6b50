import { describe, expect, it } from 'vitest';
import { freightInputOf, type FreightInput } from '../../../src/domain/freight/freight-record';
import { aFreight } from '../../domain/freight/freight-test-data';
import { coreHarness, refusal, STAFF } from '../support/core-harness';

const input = (patch: Partial<FreightInput> = {}): FreightInput => ({ ...freightInputOf(aFreight()), ...patch });

describe('the invoice currency must have a PTAX', () => {
  it('refuses a draft in a currency the PTAX does not publish, naming the field', async () => {
    const { backend } = coreHarness();
    expect(await refusal(backend.freight.create(STAFF, input({ currency: 'CNY', exchangeRate: null })))).toMatchObject({
      kind: 'validation',
      fieldErrors: { currency: 'rate.noPtaxCurrency' },
    });
    expect((await backend.freight.create(STAFF, input({ currency: 'SEK', exchangeRate: null }))).currency).toBe('SEK');
  });

  it('still reads a stored draft in such a currency; saving it asks for another currency', async () => {
    const { backend, data } = coreHarness();
    data.freight.set('f-cny', aFreight({ id: 'f-cny', currency: 'CNY', exchangeRate: null }));
    const stored = await backend.freight.get(STAFF, 'f-cny');
    expect(stored.currency).toBe('CNY');
    const version = stored.audit.updatedAt;
    expect(await refusal(backend.freight.update(STAFF, 'f-cny', freightInputOf(stored), version))).toMatchObject({
      fieldErrors: { currency: 'rate.noPtaxCurrency' },
    });
    const fixed = await backend.freight.update(STAFF, 'f-cny', { ...freightInputOf(stored), currency: 'EUR' }, version);
    expect(fixed.currency).toBe('EUR');
  });

  it('keeps a booked invoice in such a currency editable where tracking is (its currency is locked anyway)', async () => {
    const { backend, data } = coreHarness();
    const booked = aFreight({ id: 'f-old', currency: 'CNY', status: 'booked', invoiceDate: '2026-11-19' });
    data.freight.set('f-old', booked);
    const saved = await backend.freight.update(
      STAFF,
      'f-old',
      { ...freightInputOf(booked), notes: 'AWB follows' },
      booked.audit.updatedAt,
    );
    expect(saved.notes).toBe('AWB follows');
  });

  it('refuses to book a stored draft in such a currency, even with a rate typed by hand', async () => {
    const { backend, data } = coreHarness();
    const typed = { rateMicros: 760_000, date: '2026-11-19', source: 'manual' as const };
    data.freight.set('f-cny', aFreight({ id: 'f-cny', currency: 'CNY', exchangeRate: typed }));
    expect(await refusal(backend.freight.transition(STAFF, 'f-cny', 'book'))).toMatchObject({
      fieldErrors: { currency: 'rate.noPtaxCurrency' },
    });
    const bulk = await backend.freight.transitionMany(STAFF, ['f-cny'], 'book');
    expect(bulk.refused).toMatchObject([{ id: 'f-cny', code: 'record.invalid' }]);
    expect((await backend.freight.get(STAFF, 'f-cny')).status).toBe('draft');
  });
});
