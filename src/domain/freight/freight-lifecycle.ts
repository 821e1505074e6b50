import { err, ok, type Result } from '../shared/result';
import type { FreightStatus } from './freight-options';
import type { ActorRef, ExchangeRate, FreightRecord } from './freight-record';
import { isIsoDate } from './iso-date';
import { hasErrors, validateFreight } from './freight-validation';
import { packingCheck } from './freight-paperwork';
import type { LineDifference } from '../trade/packing-reconciliation';
import { brasiliaDay } from '../trade/brasilia-day';

/**
 * Status lifecycle: draft -> booked -> in_transit -> customs -> delivered; cancel from draft or booked;
 * an admin may reopen a booked shipment (back to draft) to change its invoice values, which lock at booking.
 * Departing, arriving and delivering record the day it actually happened (today by default; never in the future,
 * never before the step before it) on the record and in its history entry. Booking gives the invoice its number
 * (kept when a reopened shipment is booked again) and the booking day as the invoice date.
 */
export type FreightAction = 'book' | 'depart' | 'arrive' | 'deliver' | 'cancel' | 'reopen';
export const FREIGHT_ACTIONS: readonly FreightAction[] = ['book', 'depart', 'arrive', 'deliver', 'cancel', 'reopen'];

export interface FreightActor extends ActorRef {
  readonly role: string;
}

interface TransitionRule {
  readonly from: readonly FreightStatus[];
  readonly to: FreightStatus;
  readonly adminOnly: boolean;
}

const RULES: Record<FreightAction, TransitionRule> = {
  book: { from: ['draft'], to: 'booked', adminOnly: false },
  depart: { from: ['booked'], to: 'in_transit', adminOnly: false },
  arrive: { from: ['in_transit'], to: 'customs', adminOnly: false },
  deliver: { from: ['customs'], to: 'delivered', adminOnly: false },
  cancel: { from: ['draft', 'booked'], to: 'cancelled', adminOnly: false },
  reopen: { from: ['booked'], to: 'draft', adminOnly: true },
};

export type BookingGap = 'shipper' | 'consignee' | 'carrier' | 'lines' | 'invalid';

export type TransitionRefusal =
  | { readonly code: 'notAllowedFrom'; readonly action: FreightAction; readonly from: FreightStatus }
  | { readonly code: 'adminOnly'; readonly action: FreightAction }
  | { readonly code: 'bookingIncomplete'; readonly gaps: readonly BookingGap[] }
  /** The packing list disagrees with the invoice lines: each difference, and the line numbers concerned. */
  | {
      readonly code: 'packingMismatch';
      readonly differences: readonly LineDifference[];
      readonly lines: readonly number[];
    }
  | { readonly code: 'invalidDate'; readonly date: string }
  | { readonly code: 'dateInFuture'; readonly date: string; readonly today: string }
  | { readonly code: 'dateBeforePrevious'; readonly date: string; readonly previous: string };

/** The record field each dated action sets, and the field holding the day of the step before it. */
const DATED: Partial<
  Record<FreightAction, { field: 'departedOn' | 'arrivedOn' | 'deliveredOn'; after?: 'departedOn' | 'arrivedOn' }>
> = {
  depart: { field: 'departedOn' },
  arrive: { field: 'arrivedOn', after: 'departedOn' },
  deliver: { field: 'deliveredOn', after: 'arrivedOn' },
};

export function isDatedAction(action: FreightAction): boolean {
  return DATED[action] !== undefined;
}

/**
 * Why an actual date cannot be taken for this action whatever the shipment (not a date, or in the future of
 * `today`), or null: one date for many shipments is checked with this before any of them.
 */
export function dayRefusal(action: FreightAction, date: string, today: string): TransitionRefusal | null {
  if (!DATED[action]) return null;
  if (!isIsoDate(date)) return { code: 'invalidDate', date };
  return date > today ? { code: 'dateInFuture', date, today } : null;
}

/** Why an actual date cannot be taken for this action on this record (`today` in the service's clock), or null. */
export function dateRefusal(
  record: FreightRecord,
  action: FreightAction,
  date: string,
  today: string,
): TransitionRefusal | null {
  const dated = DATED[action];
  if (!dated) return null;
  const day = dayRefusal(action, date, today);
  if (day) return day;
  const previous = dated.after ? record[dated.after] : undefined;
  return previous !== undefined && date < previous ? { code: 'dateBeforePrevious', date, previous } : null;
}

export function isAdmin(actor: FreightActor): boolean {
  return actor.role === 'admin';
}

/** What still stops a shipment from being booked; empty when it can be. */
export function bookingGaps(record: FreightRecord): readonly BookingGap[] {
  const gaps: BookingGap[] = [];
  if (!record.shipper) gaps.push('shipper');
  if (!record.consignee) gaps.push('consignee');
  if (record.carrier.trim() === '') gaps.push('carrier');
  if (record.lines.length === 0) gaps.push('lines');
  if (hasErrors(validateFreight(record))) gaps.push('invalid');
  return gaps;
}

export function checkTransition(
  record: FreightRecord,
  action: FreightAction,
  actor: FreightActor,
): Result<FreightStatus, TransitionRefusal> {
  const rule = RULES[action];
  if (!rule.from.includes(record.status)) return err({ code: 'notAllowedFrom', action, from: record.status });
  if (rule.adminOnly && !isAdmin(actor)) return err({ code: 'adminOnly', action });
  if (action === 'book') {
    const gaps = bookingGaps(record);
    if (gaps.length > 0) return err({ code: 'bookingIncomplete', gaps });
    const packing = packingCheck(record);
    if (packing && !packing.mayBook) {
      const lines = [...new Set(packing.differences.map((d) => d.lineNumber))];
      return err({ code: 'packingMismatch', differences: packing.differences, lines });
    }
  }
  return ok(rule.to);
}

export function canTransition(record: FreightRecord, action: FreightAction, actor: FreightActor): boolean {
  return checkTransition(record, action, actor).ok;
}

/** The actions an actor may take now (for buttons); booking appears even when gaps remain so the UI can explain them. */
export function availableActions(record: Pick<FreightRecord, 'status'>, actor: FreightActor): readonly FreightAction[] {
  return FREIGHT_ACTIONS.filter((action) => {
    const rule = RULES[action];
    return rule.from.includes(record.status) && (!rule.adminOnly || isAdmin(actor));
  });
}

/**
 * The actions a bulk change may offer for these shipments (as a list shows them: their status is what is known):
 * each is available (`availableActions`) to at least one of them, in the lifecycle's order. The others would refuse
 * every row. Booking is offered for drafts even when some are incomplete: the change counts ahead those that would
 * refuse it and reports why each did.
 */
export function actionsForAny(
  shipments: readonly Pick<FreightRecord, 'status'>[],
  actor: FreightActor,
): readonly FreightAction[] {
  return FREIGHT_ACTIONS.filter((action) =>
    shipments.some((shipment) => availableActions(shipment, actor).includes(action)),
  );
}

/**
 * Why this shipment would refuse the change now (status, role, what booking misses, then the actual `date` of a
 * dated action, today when not given), or null: the rule applyTransition keeps, asked before anything is sent.
 */
export function transitionRefusal(
  record: FreightRecord,
  action: FreightAction,
  actor: FreightActor,
  today: string,
  date?: string,
): TransitionRefusal | null {
  const checked = checkTransition(record, action, actor);
  if (!checked.ok) return checked.error;
  return isDatedAction(action) ? dateRefusal(record, action, date ?? today, today) : null;
}

/** The shipments of a bulk change that would refuse it, each with why, in the order given. */
export function bulkRefusals(
  records: readonly FreightRecord[],
  action: FreightAction,
  actor: FreightActor,
  today: string,
  date?: string,
): readonly { readonly record: FreightRecord; readonly refusal: TransitionRefusal }[] {
  return records.flatMap((record) => {
    const refusal = transitionRefusal(record, action, actor, today, date);
    return refusal ? [{ record, refusal }] : [];
  });
}

export interface TransitionContext {
  /** The instant the change is recorded; its day in Brasília is today for the date checks and the default date. */
  readonly at: string;
  readonly by: FreightActor;
  /** The day a departure, arrival or delivery happened (YYYY-MM-DD); today when not given. */
  readonly date?: string;
  /** The invoice number booking gives when the record has none yet (the service draws it from a counter). */
  readonly invoiceNumber?: string;
  /** The rate booking sets for the invoice date (the rule's, resolved by the service), when it replaces the record's. */
  readonly exchangeRate?: ExchangeRate;
}

/**
 * Applies a transition: appends {from, to, at, by} (and the actual `date` of a dated action) to the history,
 * sets the actual date or, at booking, the invoice number and date, and stamps the audit.
 */
export function applyTransition(
  record: FreightRecord,
  action: FreightAction,
  context: TransitionContext,
): Result<FreightRecord, TransitionRefusal> {
  const today = brasiliaDay(context.at);
  const refusal = transitionRefusal(record, action, context.by, today, context.date);
  if (refusal) return err(refusal);
  const to = RULES[action].to;
  const dated = DATED[action];
  const date = dated ? (context.date ?? today) : undefined;
  const by: ActorRef = { id: context.by.id, name: context.by.name };
  const invoiceNumber = record.invoiceNumber ?? context.invoiceNumber;
  const booking =
    action === 'book'
      ? {
          ...(invoiceNumber ? { invoiceNumber } : {}),
          invoiceDate: today,
          ...(context.exchangeRate ? { exchangeRate: context.exchangeRate } : {}),
        }
      : {};
  return ok({
    ...record,
    ...booking,
    ...(dated && date !== undefined ? { [dated.field]: date } : {}),
    status: to,
    history: [
      ...record.history,
      { from: record.status, to, at: context.at, by, ...(date !== undefined ? { date } : {}) },
    ],
    audit: { ...record.audit, updatedAt: context.at, updatedBy: by },
  });
}
