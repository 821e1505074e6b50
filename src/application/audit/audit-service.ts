import { mayReadAudit } from '../../domain/audit/audit-access';
import type { AuditEntry } from '../../domain/audit/audit-entry';
import type { ListPage } from '../../domain/shared/list-query';
import type { Caller } from '../auth/caller';
import { refusals } from '../errors/refusals';
import type { AuditFilter, AuditQueries } from '../ports/store/audit-queries.port';

const MAX_PAGE_SIZE = 100;

/**
 * Reading the audit trail. Entries are written only by the use cases that make the changes, in the same unit of
 * work; nothing here, nor any route, edits or deletes one.
 */
export function makeAuditService(audit: AuditQueries) {
  return {
    /** A page of the entries matching `filter`, newest first; refused ('forbidden', audit.adminOnly) beyond the caller's part. */
    async list(caller: Caller, filter: AuditFilter, page: number, pageSize: number): Promise<ListPage<AuditEntry>> {
      if (!mayReadAudit(caller.role, filter)) throw refusals.forbidden('audit.adminOnly');
      const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize) || 1));
      return audit.list(filter, Math.max(1, Math.floor(page) || 1), size);
    },
  };
}

export type AuditService = ReturnType<typeof makeAuditService>;
