import * as z from 'zod/mini';
import { CHANGE_KINDS } from '../../../application/ports/change-feed.port';

/** The data of an `event: change` of `GET /api/events` (docs/server.md, "The event stream"). */
export const liveChangeDto = z.object({
  kind: z.enum(CHANGE_KINDS),
  id: z.string(),
  version: z.nullable(z.string()),
  action: z.enum(['create', 'update', 'delete']),
  by: z.object({ id: z.string(), name: z.string() }),
  at: z.string(),
});
