import * as z from 'zod/mini';
import { AUDITED_KINDS } from '../../../domain/audit/audit-entry';
import { RECORD_ID } from '../../../domain/shared/record-id';
import { listPageDto } from './master-data.dto';

const whole = (min: number) => z.coerce.number().check(z.int(), z.minimum(min));
const instant = z.iso.datetime({ offset: true });

/**
 * `GET /api/audit`: one record's history (`kind` and `recordId`), or, for admins, the activity across records by
 * person (`userId`), kind and time (`from`, `to`: inclusive instants).
 */
export const auditQueryDto = z.object({
  kind: z.optional(z.enum(AUDITED_KINDS)),
  recordId: z.optional(z.string().check(z.regex(RECORD_ID))),
  userId: z.optional(z.string().check(z.regex(RECORD_ID))),
  from: z.optional(instant),
  to: z.optional(instant),
  page: z.optional(whole(1)),
  pageSize: z.optional(whole(1)),
});

export const auditEntryDto = z.object({
  id: z.string(),
  kind: z.enum(AUDITED_KINDS),
  recordId: z.string(),
  label: z.string(),
  action: z.enum(['create', 'update', 'delete', 'transition']),
  at: z.string(),
  by: z.object({ id: z.string(), name: z.string() }),
  changes: z.array(z.object({ field: z.string(), from: z.nullable(z.string()), to: z.nullable(z.string()) })),
});

export const auditPageDto = listPageDto(auditEntryDto);
