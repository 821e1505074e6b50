import * as z from 'zod/mini';
import { AppError } from '../../application/errors/app-error';
import { fromFirebaseError } from './firebase-errors';

/**
 * Helpers of the users, products and contacts Firestore adapters. Master data is small (hundreds
 * to a few thousand records), so lists are read whole and queried with the shared list index.
 */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw fromFirebaseError(error);
  }
}

/** A stored document as a record: missing fields take their defaults, a wrong shape is 'malformed'. */
export function fromDoc<T>(schema: z.core.$ZodType<T>, id: string, data: unknown, defaults: object): T {
  const parsed = z.safeParse(schema, { ...defaults, ...(data as object), id });
  if (!parsed.success)
    throw new AppError('malformed', `Stored record ${id} does not have the expected shape`, { cause: parsed.error });
  return parsed.data;
}

/** Concurrent calls with the same request id share one write (a double click creates one record). */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string | undefined, work: () => Promise<T>): Promise<T> => {
    if (!key) return work();
    const existing = running.get(key);
    if (existing) return existing;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}

export function notFound(what: string): AppError {
  return new AppError('not-found', `No such ${what}`, { status: 404 });
}

export function rowErrors(fieldErrors: Record<string, string>): AppError {
  return new AppError('validation', 'Some rows are invalid', { fieldErrors });
}

/** A batch commits up to 500 writes atomically; larger imports could not be all or nothing. */
export const MAX_IMPORT_ROWS = 500;
