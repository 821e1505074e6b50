import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { FREIGHT_ACTIONS } from '../../../src/domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';
import { freightStatusMachine } from '../../../src/machines/freight-status/freight-status.machine';
import { ACTION_EVENTS, type SaveTransitionInput } from '../../../src/machines/freight-status/freight-status.types';
import { ADMIN, aFreight, CLERK } from '../../domain/freight/freight-test-data';

const AT = '2026-11-21T12:00:00.000Z';

function start(
  record: FreightRecord,
  options: { actor?: typeof ADMIN; save?: (input: SaveTransitionInput) => Promise<FreightRecord | undefined> } = {},
) {
  const saved: SaveTransitionInput[] = [];
  const save = options.save ?? (async (input: SaveTransitionInput) => input.after);
  const machine = freightStatusMachine.provide({
    actors: {
      saveTransition: fromPromise<FreightRecord | undefined, SaveTransitionInput>(async ({ input }) => {
        saved.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { record, actor: options.actor ?? CLERK } }).start();
  return { actor, saved };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.matches('saving'));

describe('freight status machine', () => {
  it('offers through can() exactly the actions the domain lists for the status and the person', () => {
    const offered = (record: FreightRecord, actor = CLERK) => {
      const snapshot = start(record, { actor }).actor.getSnapshot();
      return FREIGHT_ACTIONS.filter((action) => snapshot.can({ type: ACTION_EVENTS[action], at: AT }));
    };
    expect(offered(aFreight())).toEqual(['book', 'cancel']);
    expect(offered(aFreight({ consignee: null }))).toEqual(['book', 'cancel']);
    expect(offered(aFreight({ status: 'booked' }))).toEqual(['depart', 'cancel']);
    expect(offered(aFreight({ status: 'booked' }), ADMIN)).toEqual(['depart', 'cancel', 'reopen']);
    expect(offered(aFreight({ status: 'in_transit' }))).toEqual(['arrive']);
    expect(offered(aFreight({ status: 'customs' }))).toEqual(['deliver']);
    expect(offered(aFreight({ status: 'delivered' }), ADMIN)).toEqual([]);
    expect(offered(aFreight({ status: 'cancelled' }), ADMIN)).toEqual([]);
  });

  it('books a complete draft through the provided save, with a history entry', async () => {
    const { actor, saved } = start(aFreight());
    actor.send({ type: 'status.book', at: AT });
    expect(actor.getSnapshot().value).toBe('saving');
    const snapshot = await settled(actor);
    expect(snapshot.context.record.status).toBe('booked');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.action).toBe('book');
    expect(saved[0]?.before.status).toBe('draft');
    expect(saved[0]?.after.status).toBe('booked');
    expect(snapshot.context.record.history).toEqual([
      { from: 'draft', to: 'booked', at: AT, by: { id: CLERK.id, name: CLERK.name } },
    ]);
    expect(snapshot.context.error).toBeNull();
  });

  it('refuses to book an incomplete draft, says why, and saves nothing', () => {
    const { actor, saved } = start(aFreight({ consignee: null, lines: [] }));
    actor.send({ type: 'status.book', at: AT });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.record.status).toBe('draft');
    expect(snapshot.context.error).toEqual({
      kind: 'refused',
      refusal: { code: 'bookingIncomplete', gaps: ['consignee', 'lines', 'invalid'] },
    });
    expect(saved).toHaveLength(0);
    actor.send({ type: 'error.dismissed' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('runs the whole lifecycle to delivered', async () => {
    const { actor } = start(aFreight());
    for (const type of ['status.book', 'status.depart', 'status.arrive', 'status.deliver'] as const) {
      actor.send({ type, at: AT });
      await settled(actor);
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.record.status).toBe('delivered');
    expect(snapshot.context.record.history.map((h) => h.to)).toEqual(['booked', 'in_transit', 'customs', 'delivered']);
  });

  it('ignores events that do not apply to the current state', () => {
    const { actor, saved } = start(aFreight({ status: 'in_transit' }));
    actor.send({ type: 'status.cancel', at: AT });
    actor.send({ type: 'status.book', at: AT });
    expect(actor.getSnapshot().context.record.status).toBe('in_transit');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(saved).toHaveLength(0);
  });

  it('cancels from booked', async () => {
    const { actor } = start(aFreight({ status: 'booked' }));
    actor.send({ type: 'status.cancel', at: AT });
    expect((await settled(actor)).context.record.status).toBe('cancelled');
  });

  it('lets only an admin reopen a booked shipment', async () => {
    const clerk = start(aFreight({ status: 'booked' }), { actor: CLERK });
    clerk.actor.send({ type: 'status.reopen', at: AT });
    expect(clerk.actor.getSnapshot().context.record.status).toBe('booked');
    expect(clerk.saved).toHaveLength(0);

    const admin = start(aFreight({ status: 'booked' }), { actor: ADMIN });
    admin.actor.send({ type: 'status.reopen', at: AT });
    const snapshot = await settled(admin.actor);
    expect(snapshot.context.record.status).toBe('draft');
    expect(snapshot.context.record.history.at(-1)).toMatchObject({ from: 'booked', to: 'draft', by: { id: ADMIN.id } });
  });

  it('keeps the old status and reports the error when the save fails', async () => {
    const { actor } = start(aFreight(), {
      save: async () => {
        throw new Error('network down');
      },
    });
    actor.send({ type: 'status.book', at: AT });
    const snapshot = await settled(actor);
    expect(snapshot.context.record.status).toBe('draft');
    expect(snapshot.context.record.history).toEqual([]);
    expect(snapshot.context.error).toMatchObject({ kind: 'saveFailed', failure: { message: 'network down' } });
  });

  it('uses the record the save returns (e.g. stamped by the server)', async () => {
    const { actor } = start(aFreight(), { save: async ({ after }) => ({ ...after, notes: 'saved by server' }) });
    actor.send({ type: 'status.book', at: AT });
    expect((await settled(actor)).context.record.notes).toBe('saved by server');
  });

  it('follows a record replaced from outside', () => {
    const { actor } = start(aFreight());
    actor.send({ type: 'record.replaced', record: aFreight({ status: 'customs' }) });
    expect(actor.getSnapshot().context.record.status).toBe('customs');
    expect(actor.getSnapshot().can({ type: 'status.deliver', at: AT })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'status.book', at: AT })).toBe(false);
  });
});
