import { err, ok, type Result } from '../shared/result';
import type { FreightStatus } from './freight-options';
import { SYSTEM_FIELDS, type FreightRecord } from './freight-record';

/**
 * What a person's edit (not a status change) may touch in each status: everything in a draft, only the tracking
 * details once the invoice is locked at booking, nothing once the shipment is closed, never the system's fields.
 */
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
  'containers',
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
const SYSTEM_EDIT_FIELDS = SYSTEM_FIELDS.filter((field) => field !== 'audit');

export type EditRefusal =
  | { readonly code: 'closed' }
  | { readonly code: 'invoiceLocked'; readonly fields: readonly string[] }
  | { readonly code: 'systemField'; readonly fields: readonly string[] };

/** Checks that an edit (not a status change) only touches what the current status allows. */
export function checkEdit(before: FreightRecord, after: FreightRecord): Result<FreightRecord, EditRefusal> {
  // The union of both versions' keys: a field the edit leaves out (paperwork is absent while empty) is a change too.
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof FreightRecord)[]);
  const changed = [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const system = changed.filter((key) => (SYSTEM_EDIT_FIELDS as readonly string[]).includes(key));
  if (system.length > 0) return err({ code: 'systemField', fields: system });
  if (changed.length === 0 || (changed.length === 1 && changed[0] === 'audit')) return ok(after);
  if (isClosed(before.status)) return err({ code: 'closed' });
  if (isInvoiceLocked(before.status)) {
    const locked = changed.filter((key) => !(TRACKING_FIELDS as readonly string[]).includes(key));
    if (locked.length > 0) return err({ code: 'invoiceLocked', fields: locked });
  }
  return ok(after);
}
