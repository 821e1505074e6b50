import { queryOptions } from '@tanstack/react-query';
import type { AuditUseCases } from '../../application/audit/audit.use-cases';
import type { ActivityFilter } from '../../application/ports/audit-repository.port';
import type { AuditedKind } from '../../domain/audit/audit-entry';

/** Audit entries as server state. Every save of a record makes its history stale (see `invalidateHistory`). */
export const auditKeys = {
  history: (kind: AuditedKind, recordId: string, pageSize: number) => ['audit', 'history', kind, recordId, pageSize],
  activity: (filter: ActivityFilter, page: number, pageSize: number) => ['audit', 'activity', filter, page, pageSize],
};

export const auditQueries = {
  history: (audit: AuditUseCases, kind: AuditedKind, recordId: string, pageSize: number) =>
    queryOptions({
      queryKey: auditKeys.history(kind, recordId, pageSize),
      queryFn: ({ signal }) => audit.history(kind, recordId, 1, pageSize, signal),
      // Any save may have added an entry: the history is read again whenever it is shown.
      staleTime: 0,
    }),
  activity: (audit: AuditUseCases, filter: ActivityFilter, page: number, pageSize: number) =>
    queryOptions({
      queryKey: auditKeys.activity(filter, page, pageSize),
      queryFn: ({ signal }) => audit.activity(filter, page, pageSize, signal),
    }),
};
