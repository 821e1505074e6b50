import type { Role } from '../acl/role';
import type { AuditedKind } from './audit-entry';

/** What part of the audit trail is asked for: one record's history, or the activity across records. */
export interface AuditScope {
  readonly kind?: AuditedKind;
  readonly recordId?: string;
}

/**
 * Who reads the audit trail: every member of staff reads the history of a shipment, product or contact (they work
 * on those records); the history of a staff account and the activity across records (by person, kind and date)
 * are for admins.
 */
export function mayReadAudit(role: Role, scope: AuditScope): boolean {
  if (role === 'admin') return true;
  return scope.recordId !== undefined && scope.kind !== undefined && scope.kind !== 'user';
}
