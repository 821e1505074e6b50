import { assign, fromPromise, setup } from 'xstate';
import {
  applyTransition,
  canTransition,
  checkTransition,
  type FreightAction,
} from '../../domain/freight/freight-lifecycle';
import type { FreightStatus } from '../../domain/freight/freight-options';
import type { FreightRecord } from '../../domain/freight/freight-record';
import type {
  FreightStatusContext,
  FreightStatusEvent,
  FreightStatusInput,
  SaveTransitionInput,
} from './freight-status.types';

/**
 * The status of one shipment as seen by the screen that changes it. Guards are the domain's
 * lifecycle rules; saving is the `saveTransition` actor, provided by the caller with `.provide()`.
 * The record only changes once the save has succeeded.
 */
export const freightStatusMachine = setup({
  types: {
    context: {} as FreightStatusContext,
    events: {} as FreightStatusEvent,
    input: {} as FreightStatusInput,
  },
  guards: {
    allowed: ({ context }, params: { action: FreightAction }) =>
      canTransition(context.record, params.action, context.actor),
    hasStatus: ({ context }, params: { status: FreightStatus }) => context.record.status === params.status,
  },
  actions: {
    prepare: assign(({ context, event }, params: { action: FreightAction }) => {
      const at = 'at' in event ? event.at : context.record.audit.updatedAt;
      const result = applyTransition(context.record, params.action, { at, by: context.actor });
      return { pending: result.ok ? result.value : null, pendingAction: params.action, error: null };
    }),
    refuse: assign(({ context }, params: { action: FreightAction }) => {
      const result = checkTransition(context.record, params.action, context.actor);
      return { error: result.ok ? null : { kind: 'refused' as const, refusal: result.error } };
    }),
    commit: assign(({ context }, params: { saved: FreightRecord | undefined }) => ({
      record: params.saved ?? context.pending ?? context.record,
      pending: null,
      pendingAction: null,
    })),
    saveFailed: assign((_, params: { error: unknown }) => ({
      pending: null,
      pendingAction: null,
      error: {
        kind: 'saveFailed' as const,
        message: params.error instanceof Error ? params.error.message : String(params.error),
      },
    })),
    replace: assign(({ event }) => (event.type === 'record.replaced' ? { record: event.record, error: null } : {})),
    dismissError: assign({ error: null }),
  },
  actors: {
    saveTransition: fromPromise<FreightRecord | undefined, SaveTransitionInput>(async () => {
      throw new Error('saveTransition was not provided');
    }),
  },
}).createMachine({
  id: 'freightStatus',
  context: ({ input }) => ({
    record: input.record,
    actor: input.actor,
    pending: null,
    pendingAction: null,
    error: null,
  }),
  initial: 'routing',
  on: { 'error.dismissed': { actions: 'dismissError' } },
  states: {
    routing: {
      always: [
        { guard: { type: 'hasStatus', params: { status: 'draft' } }, target: 'draft' },
        { guard: { type: 'hasStatus', params: { status: 'booked' } }, target: 'booked' },
        { guard: { type: 'hasStatus', params: { status: 'in_transit' } }, target: 'in_transit' },
        { guard: { type: 'hasStatus', params: { status: 'customs' } }, target: 'customs' },
        { guard: { type: 'hasStatus', params: { status: 'delivered' } }, target: 'delivered' },
        { target: 'cancelled' },
      ],
    },
    draft: {
      on: {
        'status.book': transition('book'),
        'status.cancel': transition('cancel'),
        'record.replaced': { target: 'routing', actions: 'replace' },
      },
    },
    booked: {
      on: {
        'status.depart': transition('depart'),
        'status.cancel': transition('cancel'),
        'status.reopen': transition('reopen'),
        'record.replaced': { target: 'routing', actions: 'replace' },
      },
    },
    in_transit: {
      on: {
        'status.arrive': transition('arrive'),
        'record.replaced': { target: 'routing', actions: 'replace' },
      },
    },
    customs: {
      on: {
        'status.deliver': transition('deliver'),
        'record.replaced': { target: 'routing', actions: 'replace' },
      },
    },
    delivered: { on: { 'record.replaced': { target: 'routing', actions: 'replace' } } },
    cancelled: { on: { 'record.replaced': { target: 'routing', actions: 'replace' } } },
    saving: {
      invoke: {
        src: 'saveTransition',
        input: ({ context }) => ({
          action: context.pendingAction ?? 'book',
          before: context.record,
          after: context.pending ?? context.record,
        }),
        onDone: { target: 'routing', actions: { type: 'commit', params: ({ event }) => ({ saved: event.output }) } },
        onError: {
          target: 'routing',
          actions: { type: 'saveFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

function transition(action: FreightAction) {
  return [
    {
      guard: { type: 'allowed', params: { action } },
      target: 'saving',
      actions: { type: 'prepare', params: { action } },
    },
    { actions: { type: 'refuse', params: { action } } },
  ] as const;
}
