import type { AuditEntry, AuditedKind } from '../../../domain/audit/audit-entry';
import type { ListPage } from '../../../domain/shared/list-query';

export interface AuditFilter {
  readonly kind?: AuditedKind;
  readonly recordId?: string;
  readonly userId?: string;
  /** Inclusive ISO instants. */
  readonly from?: string;
  readonly to?: string;
}

/** The audit trail, newest first (entries are only ever appended through the unit of work). */
export interface AuditQueries {
  list(filter: AuditFilter, page: number, pageSize: number): Promise<ListPage<AuditEntry>>;
}
