import type { FreightAction, FreightActor, TransitionRefusal } from '../../domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../domain/freight/freight-record';

/** Events of the freight status machine: one per lifecycle action, each carrying the instant it happened. */
export type FreightStatusEvent =
  | { readonly type: 'status.book'; readonly at: string }
  | { readonly type: 'status.depart'; readonly at: string }
  | { readonly type: 'status.arrive'; readonly at: string }
  | { readonly type: 'status.deliver'; readonly at: string }
  | { readonly type: 'status.cancel'; readonly at: string }
  | { readonly type: 'status.reopen'; readonly at: string }
  | { readonly type: 'record.replaced'; readonly record: FreightRecord }
  | { readonly type: 'error.dismissed' };

/** The event that asks for each lifecycle action. */
export const ACTION_EVENTS: Readonly<Record<FreightAction, `status.${FreightAction}`>> = {
  book: 'status.book',
  depart: 'status.depart',
  arrive: 'status.arrive',
  deliver: 'status.deliver',
  cancel: 'status.cancel',
  reopen: 'status.reopen',
};

export type FreightStatusError =
  | { readonly kind: 'refused'; readonly refusal: TransitionRefusal }
  | { readonly kind: 'saveFailed'; readonly failure: unknown };

export interface FreightStatusContext {
  readonly record: FreightRecord;
  readonly actor: FreightActor;
  /** The record as it will be once the save succeeds, and the action that leads there. */
  readonly pending: FreightRecord | null;
  readonly pendingAction: FreightAction | null;
  readonly error: FreightStatusError | null;
}

export interface FreightStatusInput {
  readonly record: FreightRecord;
  readonly actor: FreightActor;
}

export interface SaveTransitionInput {
  readonly action: FreightAction;
  readonly before: FreightRecord;
  readonly after: FreightRecord;
}
