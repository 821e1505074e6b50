import { and, assign, fromPromise, setup } from 'xstate';
import {
  applyTransition,
  availableActions,
  canTransition,
  checkTransition,
  type FreightAction,
} from '../../domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../domain/freight/freight-record';
import type {
  FreightStatusContext,
  FreightStatusEvent,
  FreightStatusInput,
  SaveTransitionInput,
} from './freight-status.types';

/**
 * The status of one shipment as seen by the screen that changes it. The lifecycle is the domain's:
 * an action is offered when the domain lists it for this record and person (so `can()` drives the
 * buttons), and it goes ahead when the domain's `checkTransition` allows it, or is refused with the
 * domain's reason (a draft with gaps is offered booking, which then says what is missing). Saving
 * is the `saveTransition` actor, provided by the caller with `.provide()`; the record only changes
 * once the save has succeeded.
 */
export const freightStatusMachine = setup({
  types: {
    context: {} as FreightStatusContext,
    events: {} as FreightStatusEvent,
    input: {} as FreightStatusInput,
  },
  guards: {
    offered: ({ context }, params: { action: FreightAction }) =>
      availableActions(context.record, context.actor).includes(params.action),
    allowed: ({ context }, params: { action: FreightAction }) =>
      canTransition(context.record, params.action, context.actor),
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
      error: { kind: 'saveFailed' as const, failure: params.error },
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
  initial: 'idle',
  on: { 'error.dismissed': { actions: 'dismissError' } },
  states: {
    idle: {
      on: {
        'status.book': transition('book'),
        'status.depart': transition('depart'),
        'status.arrive': transition('arrive'),
        'status.deliver': transition('deliver'),
        'status.cancel': transition('cancel'),
        'status.reopen': transition('reopen'),
        'record.replaced': { actions: 'replace' },
      },
    },
    saving: {
      invoke: {
        src: 'saveTransition',
        input: ({ context }) => ({
          action: context.pendingAction ?? 'book',
          before: context.record,
          after: context.pending ?? context.record,
        }),
        onDone: { target: 'idle', actions: { type: 'commit', params: ({ event }) => ({ saved: event.output }) } },
        onError: {
          target: 'idle',
          actions: { type: 'saveFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

/** An event the domain does not offer is not handled at all, so `can()` answers false for it. */
function transition(action: FreightAction) {
  return [
    {
      guard: and([
        { type: 'offered', params: { action } },
        { type: 'allowed', params: { action } },
      ]),
      target: 'saving',
      actions: { type: 'prepare', params: { action } },
    },
    { guard: { type: 'offered', params: { action } }, actions: { type: 'refuse', params: { action } } },
  ] as const;
}
