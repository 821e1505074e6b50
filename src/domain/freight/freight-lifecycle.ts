import { err, ok, type Result } from '../shared/result';
import type { FreightStatus } from './freight-options';
import type { ActorRef, FreightRecord } from './freight-record';
import { hasErrors, validateFreight } from './freight-validation';

/**
 * Status lifecycle: draft -> booked -> in_transit -> customs -> delivered; cancel from draft or booked;
 * an admin may reopen a booked shipment (back to draft) to change its invoice values, which lock at booking.
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
  | { readonly code: 'bookingIncomplete'; readonly gaps: readonly BookingGap[] };

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
  }
  return ok(rule.to);
}

export function canTransition(record: FreightRecord, action: FreightAction, actor: FreightActor): boolean {
  return checkTransition(record, action, actor).ok;
}

/** The actions an actor may take now (for buttons); booking appears even when gaps remain so the UI can explain them. */
export function availableActions(record: FreightRecord, actor: FreightActor): readonly FreightAction[] {
  return FREIGHT_ACTIONS.filter((action) => {
    const rule = RULES[action];
    return rule.from.includes(record.status) && (!rule.adminOnly || isAdmin(actor));
  });
}

/** Applies a transition, appending {from, to, at, by} to the history and stamping the audit. */
export function applyTransition(
  record: FreightRecord,
  action: FreightAction,
  context: { readonly at: string; readonly by: FreightActor },
): Result<FreightRecord, TransitionRefusal> {
  const checked = checkTransition(record, action, context.by);
  if (!checked.ok) return checked;
  const by: ActorRef = { id: context.by.id, name: context.by.name };
  return ok({
    ...record,
    status: checked.value,
    history: [...record.history, { from: record.status, to: checked.value, at: context.at, by }],
    audit: { ...record.audit, updatedAt: context.at, updatedBy: by },
  });
}

/** Invoice values (parties, terms, money, lines) can change only while the shipment is a draft. */
export function isInvoiceLocked(status: FreightStatus): boolean {
  return status !== 'draft';
}

/** Tracking details (document number, dates, packages, notes) can change until the shipment is closed. */
export function isClosed(status: FreightStatus): boolean {
  return status === 'delivered' || status === 'cancelled';
}

/** What may still change once the invoice is locked (booked and later, until closed). */
export const TRACKING_FIELDS = [
  'transportDocument',
  'shipDate',
  'eta',
  'packages',
  'notes',
  'carrier',
  'audit',
] as const;

export function isEditableAfterBooking(field: string): boolean {
  return (TRACKING_FIELDS as readonly string[]).includes(field);
}
const SYSTEM_FIELDS = ['id', 'reference', 'status', 'history'] as const;

export type EditRefusal =
  | { readonly code: 'closed' }
  | { readonly code: 'invoiceLocked'; readonly fields: readonly string[] }
  | { readonly code: 'systemField'; readonly fields: readonly string[] };

/** Checks that an edit (not a status change) only touches what the current status allows. */
export function checkEdit(before: FreightRecord, after: FreightRecord): Result<FreightRecord, EditRefusal> {
  const changed = (Object.keys(after) as (keyof FreightRecord)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const system = changed.filter((key) => (SYSTEM_FIELDS as readonly string[]).includes(key));
  if (system.length > 0) return err({ code: 'systemField', fields: system });
  if (changed.length === 0 || (changed.length === 1 && changed[0] === 'audit')) return ok(after);
  if (isClosed(before.status)) return err({ code: 'closed' });
  if (isInvoiceLocked(before.status)) {
    const locked = changed.filter((key) => !(TRACKING_FIELDS as readonly string[]).includes(key));
    if (locked.length > 0) return err({ code: 'invoiceLocked', fields: locked });
  }
  return ok(after);
}
