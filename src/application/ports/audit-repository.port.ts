import type { AuditEntry, AuditedKind } from '../../domain/audit/audit-entry';
import type { ListPage } from '../../domain/shared/list-query';

/** The activity across records an admin filters by: person, kind of record, time (inclusive ISO instants). */
export interface ActivityFilter {
  readonly userId?: string;
  readonly kind?: AuditedKind;
  readonly from?: string;
  readonly to?: string;
}

/**
 * The audit trail as the screens read it, newest first. Read only: entries are written by the business core with
 * each change. Failures are AppErrors ('forbidden', audit.adminOnly, for what the caller may not read).
 */
export interface AuditRepository {
  history(
    kind: AuditedKind,
    recordId: string,
    page: number,
    pageSize: number,
    signal?: AbortSignal,
  ): Promise<ListPage<AuditEntry>>;
  activity(filter: ActivityFilter, page: number, pageSize: number, signal?: AbortSignal): Promise<ListPage<AuditEntry>>;
}
