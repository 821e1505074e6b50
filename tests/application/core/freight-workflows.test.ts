import { describe, expect, it } from 'vitest';
import { freightInputOf, type FreightInput } from '../../../src/domain/freight/freight-record';
import { fillMemoryData } from '../../../src/adapters/memory/memory-seed';
import { demoSeed } from '../../../src/adapters/mock/fixtures/demo-seed.fixture';
import { bookingGaps } from '../../../src/domain/freight/freight-lifecycle';
import { aFreight } from '../../domain/freight/freight-test-data';
import { sampleProduct } from '../../adapters/contracts/master-data-samples';
import { ADMIN, coreHarness, refusal, STAFF } from '../support/core-harness';

const input = (patch: Partial<FreightInput> = {}): FreightInput => ({ ...freightInputOf(aFreight()), ...patch });

describe('shipment workflows', () => {
  it('numbers shipments from the counter, one after another, audited', async () => {
    const { backend, data } = coreHarness();
    const first = await backend.freight.create(STAFF, input());
    const second = await backend.freight.create(STAFF, input());
    expect(first.reference).toBe('FR-2026-000001');
    expect(second.reference).toBe('FR-2026-000002');
    expect(data.counters.get('freight')).toBe('FR-2026-000002');
    expect(data.audit.filter((e) => e.action === 'create').map((e) => e.label)).toEqual([
      'FR-2026-000001',
      'FR-2026-000002',
    ]);
  });

  it('continues the numbering from a seeded counter', async () => {
    const { backend, data } = coreHarness();
    data.counters.set('freight', 'FR-2026-000417');
    expect((await backend.freight.create(STAFF, input())).reference).toBe('FR-2026-000418');
  });

  it('answers a repeated request id with the first record, and refuses it for another body', async () => {
    const { backend, data } = coreHarness();
    const [a, b] = await Promise.all([
      backend.freight.create(STAFF, input(), 'req-1'),
      backend.freight.create(STAFF, input(), 'req-1'),
    ]);
    expect(b.id).toBe(a.id);
    expect(data.freight.size).toBe(1);
    expect(await refusal(backend.freight.create(STAFF, input({ notes: 'other' }), 'req-1'))).toMatchObject({
      kind: 'conflict',
      code: 'request.reused',
    });
  });

  it('refuses a save based on an outdated version (record.stale) and keeps the newer one', async () => {
    const { backend, clock } = coreHarness();
    const made = await backend.freight.create(STAFF, input());
    clock.advance(1000);
    const saved = await backend.freight.update(ADMIN, made.id, input({ notes: 'first' }), made.audit.updatedAt);
    expect(saved.audit.updatedAt).not.toBe(made.audit.updatedAt);
    expect(
      await refusal(backend.freight.update(STAFF, made.id, input({ notes: 'late' }), made.audit.updatedAt)),
    ).toMatchObject({ code: 'record.stale' });
    expect((await backend.freight.get(STAFF, made.id)).notes).toBe('first');
  });

  it('locks the invoice once booked, keeps tracking editable, and closes a cancelled shipment', async () => {
    const { backend } = coreHarness();
    const made = await backend.freight.create(STAFF, input());
    const booked = await backend.freight.transition(STAFF, made.id, 'book');
    const version = booked.audit.updatedAt;
    expect(
      await refusal(backend.freight.update(STAFF, made.id, input({ freightValueMinor: 1 }), version)),
    ).toMatchObject({
      code: 'freight.invoice.locked',
    });
    const tracked = await backend.freight.update(
      STAFF,
      made.id,
      { ...freightInputOf(booked), notes: 'AWB follows' },
      version,
    );
    expect(tracked.notes).toBe('AWB follows');
    const other = await backend.freight.create(STAFF, input());
    const cancelled = await backend.freight.transition(STAFF, other.id, 'cancel');
    expect(
      await refusal(
        backend.freight.update(
          STAFF,
          other.id,
          { ...freightInputOf(cancelled), notes: 'x' },
          cancelled.audit.updatedAt,
        ),
      ),
    ).toMatchObject({ code: 'freight.closed' });
  });

  it('refuses invalid input with field codes and writes nothing', async () => {
    const { backend, data } = coreHarness();
    expect(await refusal(backend.freight.create(STAFF, input({ consignee: null })))).toMatchObject({
      kind: 'validation',
      code: 'record.invalid',
      fieldErrors: { consignee: 'required' },
    });
    expect(data.freight.size).toBe(0);
    expect(data.counters.size).toBe(0);
  });

  it('names the parties as the contacts book has them, never as the request does', async () => {
    const { backend, data } = coreHarness();
    const shipper = aFreight().shipper!;
    const spoofed = await backend.freight.create(STAFF, input({ shipper: { ...shipper, name: 'Evil Imports Ltd' } }));
    expect(spoofed.shipper).toEqual(shipper);
    const gone = { id: 'c-gone', name: 'Gone Ltd', country: 'BR' };
    expect(await refusal(backend.freight.create(STAFF, input({ shipper: gone })))).toMatchObject({
      code: 'record.invalid',
      fieldErrors: { shipper: 'unknownContact' },
    });
    data.contacts.set(shipper.id, { ...data.contacts.get(shipper.id)!, active: false });
    expect(await refusal(backend.freight.create(STAFF, input()))).toMatchObject({
      fieldErrors: { shipper: 'inactiveContact' },
    });
    expect(data.freight.size).toBe(1);
  });

  it('links a line to its product only while the product exists, and keeps the link it already holds', async () => {
    const { backend, data } = coreHarness();
    const [line] = input().lines;
    const product = await backend.products.create(STAFF, sampleProduct('Linked'));
    const gone = await backend.freight.create(STAFF, input({ lines: [{ ...line!, productId: 'p-gone' }] }));
    expect(gone.lines[0]).toMatchObject({ productId: null, description: line!.description });
    const linked = await backend.freight.create(STAFF, input({ lines: [{ ...line!, productId: product.id }] }));
    expect(linked.lines[0]?.productId).toBe(product.id);
    expect(await refusal(backend.products.remove(STAFF, product.id, product.updatedAt))).toMatchObject({
      code: 'record.inUse',
    });
    data.products.delete(product.id);
    const kept = await backend.freight.update(
      STAFF,
      linked.id,
      { ...freightInputOf(linked), notes: 'kept' },
      linked.audit.updatedAt,
    );
    expect(kept.lines[0]?.productId).toBe(product.id);
  });

  it('keeps a saved party whose contact was deactivated or deleted since, and takes a changed contact anew', async () => {
    const { backend, data } = coreHarness();
    const saved = await backend.freight.create(STAFF, input());
    const shipper = data.contacts.get(saved.shipper!.id)!;
    data.contacts.set(shipper.id, { ...shipper, active: false });
    const consignee = data.contacts.get(saved.consignee!.id)!;
    data.contacts.set(consignee.id, { ...consignee, city: 'Hamburg', zip: '20095' });
    const edited = await backend.freight.update(
      STAFF,
      saved.id,
      { ...freightInputOf(saved), consignee: { ...saved.consignee!, address: 'sent by the client' }, notes: 'kept' },
      saved.audit.updatedAt,
    );
    expect(edited.shipper).toEqual(saved.shipper);
    expect(edited.consignee).toEqual({ ...saved.consignee, address: '20095 Hamburg' });
    data.contacts.delete(shipper.id);
    const again = await backend.freight.update(
      STAFF,
      saved.id,
      { ...freightInputOf(edited), notes: 'again' },
      edited.audit.updatedAt,
    );
    expect(again.shipper).toEqual(saved.shipper);
  });

  it('moves through the lifecycle with history and audit; reopening is for admins', async () => {
    const { backend, data } = coreHarness();
    const made = await backend.freight.create(STAFF, input());
    await backend.freight.transition(STAFF, made.id, 'book');
    expect(await refusal(backend.freight.transition(STAFF, made.id, 'reopen'))).toMatchObject({
      kind: 'forbidden',
      code: 'freight.transition.adminOnly',
    });
    const reopened = await backend.freight.transition(ADMIN, made.id, 'reopen');
    expect(reopened.history.map((h) => `${h.from}>${h.to}:${h.by.id}`)).toEqual([
      'draft>booked:u-staff',
      'booked>draft:u-admin',
    ]);
    expect(await refusal(backend.freight.transition(STAFF, made.id, 'deliver'))).toMatchObject({
      code: 'freight.transition.notAllowedFrom',
    });
    expect(data.audit.filter((e) => e.action === 'transition')).toHaveLength(2);
  });

  it('moves many shipments, each on its own, and says why each refused one was refused', async () => {
    const { backend } = coreHarness();
    const good = await backend.freight.create(STAFF, input());
    const incomplete = await backend.freight.create(STAFF, input({ lines: [] }));
    const outcome = await backend.freight.transitionMany(STAFF, [good.id, incomplete.id, 'fr-missing'], 'book');
    expect(outcome.updated.map((r) => r.id)).toEqual([good.id]);
    expect(outcome.refused).toEqual([
      {
        id: incomplete.id,
        reference: incomplete.reference,
        code: 'freight.transition.bookingIncomplete',
        details: { gaps: 'lines' },
      },
      { id: 'fr-missing', reference: '', code: 'record.notFound' },
    ]);
  });

  it('records the one day of a bulk departure on each shipment moved, not the day it was recorded', async () => {
    const { backend, data } = coreHarness();
    const one = await backend.freight.create(STAFF, input());
    const two = await backend.freight.create(STAFF, input());
    await backend.freight.transitionMany(STAFF, [one.id, two.id], 'book');
    const outcome = await backend.freight.transitionMany(STAFF, [one.id, two.id], 'depart', { date: '2020-03-04' });
    expect(outcome.refused).toEqual([]);
    for (const id of [one.id, two.id]) {
      const stored = data.freight.get(id);
      expect(stored?.departedOn).toBe('2020-03-04');
      expect(stored?.history.at(-1)).toMatchObject({ to: 'in_transit', date: '2020-03-04' });
      expect(stored?.history.at(-1)?.at.slice(0, 10)).not.toBe('2020-03-04');
    }
  });

  it('continues the seeded invoice series after the demo seed: no seeded number is given twice', async () => {
    const { backend, data } = coreHarness();
    const seed = demoSeed({ seed: 7, freightCount: 400, today: '2026-11-21' });
    fillMemoryData(data, seed, new Map());
    const seededNumbers = seed.freight.flatMap((r) => (r.invoiceNumber ? [r.invoiceNumber] : []));
    const highest = [...seededNumbers].sort().at(-1) ?? '';
    expect(highest).toMatch(/^INV-2026-\d{6}$/);
    const draft = seed.freight.find((r) => r.status === 'draft' && bookingGaps(r).length === 0);
    const booked = await backend.freight.transition(STAFF, draft?.id ?? '', 'book');
    expect(booked.invoiceNumber).toBe(`INV-2026-${String(Number(highest.slice(-6)) + 1).padStart(6, '0')}`);
    expect(seededNumbers).not.toContain(booked.invoiceNumber);
  });

  it('reports per reference why a bulk departure was refused: the status, or the date', async () => {
    const { backend } = coreHarness();
    const draft = await backend.freight.create(STAFF, input());
    const booked = await backend.freight.create(STAFF, input());
    await backend.freight.transition(STAFF, booked.id, 'book');
    const future = await backend.freight.transitionMany(STAFF, [draft.id, booked.id], 'depart', {
      date: '2999-01-01',
    });
    expect(future.updated).toEqual([]);
    expect(future.refused).toEqual([
      {
        id: draft.id,
        reference: draft.reference,
        code: 'freight.transition.notAllowedFrom',
        details: { action: 'depart', from: 'draft' },
      },
      {
        id: booked.id,
        reference: booked.reference,
        code: 'freight.transition.dateInFuture',
        details: { date: '2999-01-01', today: expect.any(String) },
      },
    ]);
  });
});
