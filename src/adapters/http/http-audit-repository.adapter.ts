import type * as z from 'zod/mini';
import type { AuditRepository } from '../../application/ports/audit-repository.port';
import type { AuditEntry } from '../../domain/audit/audit-entry';
import type { ListPage } from '../../domain/shared/list-query';
import { auditPageDto } from './dto/audit.dto';
import type { HttpClient } from './http-client';

export function createHttpAuditRepository(http: HttpClient): AuditRepository {
  const schema = auditPageDto as z.ZodMiniType<ListPage<AuditEntry>>;
  const read = (query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    http.get('/api/audit', { query, schema, ...(signal ? { signal } : {}) });
  return {
    history: (kind, recordId, page, pageSize, signal) => read({ kind, recordId, page, pageSize }, signal),
    activity: (filter, page, pageSize, signal) => read({ ...filter, page, pageSize }, signal),
  };
}
