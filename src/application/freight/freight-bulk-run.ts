import { toAppError } from '../errors/app-error';
import type { BulkTransitionResult } from '../ports/freight-repository.port';

/** How many shipments one request of a long bulk change carries. */
export const BULK_BATCH_SIZE = 100;

export type BulkRefusal = BulkTransitionResult['refused'][number];

/**
 * Failures that another try may get past: no answer, a busy or failing server, a shipment changed meanwhile. A
 * refusal by the rules (its status, a missing party, a date) answers the same however often it is sent.
 */
const PASSING_FAILURES = new Set(['network', 'timeout', 'server', 'malformed', 'record.stale', 'request.rateLimited']);

export function mayPassOnRetry(refusal: BulkRefusal): boolean {
  return PASSING_FAILURES.has(refusal.code);
}

export interface BulkProgress {
  /** How many of the shipments were sent and answered so far. */
  readonly done: number;
  readonly total: number;
  readonly updated: number;
  readonly refused: readonly BulkRefusal[];
}

export interface BulkRunOutcome extends BulkProgress {
  /** True when the run stopped on request before every batch was sent. */
  readonly stopped: boolean;
  /** The shipments never sent (the run was stopped): another run may take them. */
  readonly notSent: readonly string[];
}

export interface BulkRunOptions {
  readonly batchSize?: number;
  /** Told after each batch. */
  readonly onProgress?: (progress: BulkProgress) => void;
  /** Asked before each batch after the first: true stops the run there. */
  readonly stopRequested?: () => boolean;
}

/**
 * One bulk change over any number of shipments, one request per batch. Each batch moves or refuses its shipments
 * on its own; a batch that fails as a whole (no answer, refused request) counts each of its shipments as refused
 * with that failure's code, so a retry of the refused ones sends them again. Stopping takes effect between batches.
 */
export async function runInBatches(
  send: (ids: readonly string[]) => Promise<BulkTransitionResult>,
  ids: readonly string[],
  options: BulkRunOptions = {},
): Promise<BulkRunOutcome> {
  const unique = [...new Set(ids)];
  const size = Math.max(1, Math.floor(options.batchSize ?? BULK_BATCH_SIZE));
  let updated = 0;
  const refused: BulkRefusal[] = [];
  let done = 0;
  while (done < unique.length) {
    if (done > 0 && options.stopRequested?.()) {
      return { done, total: unique.length, updated, refused, stopped: true, notSent: unique.slice(done) };
    }
    const batch = unique.slice(done, done + size);
    try {
      const answer = await send(batch);
      updated += answer.updated.length;
      refused.push(...answer.refused);
    } catch (failure) {
      const code = toAppError(failure).code;
      refused.push(...batch.map((id) => ({ id, reference: '', code })));
    }
    done += batch.length;
    options.onProgress?.({ done, total: unique.length, updated, refused: [...refused] });
  }
  return { done, total: unique.length, updated, refused, stopped: false, notSent: [] };
}
