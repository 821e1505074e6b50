import type { AuditQueries } from '../../application/ports/store/audit-queries.port';
import type { AuditEntry } from '../../domain/audit/audit-entry';
import { pageBounds } from '../../domain/shared/list-query';
import type { SqlQueryable, SqlValue } from './sql-database';

/** The audit trail, newest first: entries in the reverse of the order they were appended. */
export function createPostgresAuditQueries(db: SqlQueryable): AuditQueries {
  return {
    async list(filter, page, pageSize) {
      const clauses: string[] = [];
      const params: SqlValue[] = [];
      const add = (clause: string, value: string | undefined) => {
        if (!value) return;
        params.push(value);
        clauses.push(`${clause} $${params.length}`);
      };
      add('kind =', filter.kind);
      add('record_id =', filter.recordId);
      add('actor_id =', filter.userId);
      add('at >=', filter.from);
      add('at <=', filter.to);
      const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
      const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log ${where}`, params);
      const total = counted.rows[0]?.n ?? 0;
      const { page: current, pageCount, size, start } = pageBounds(total, page, pageSize);
      const { rows } = await db.query<{ entry: AuditEntry }>(
        `SELECT entry FROM audit_log ${where} ORDER BY seq DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, size, start],
      );
      return { items: rows.map((row) => row.entry), total, page: current, pageCount };
    },
  };
}
