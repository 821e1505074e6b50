import type { AuditService } from '../audit/audit-service';
import type { AuditRepository } from '../ports/audit-repository.port';
import type { CallerSource } from '../ports/caller-source.port';
import { callerScope } from './caller-scope';

/** The audit port over the audit service running in this browser, each read made as the signed-in caller. */
export function createLocalAuditRepository(audit: AuditService, callers: CallerSource): AuditRepository {
  const as = callerScope(callers);
  return {
    history: (kind, recordId, page, pageSize, signal) =>
      as((caller) => audit.list(caller, { kind, recordId }, page, pageSize), signal),
    activity: (filter, page, pageSize, signal) => as((caller) => audit.list(caller, filter, page, pageSize), signal),
  };
}
