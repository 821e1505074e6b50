/**
 * Commit times. A record's `updatedAt` (a shipment's `audit.updatedAt`) is written as `serverTimestamp()`, so the
 * security rules can require it to be the request's own time; readers turn the stored timestamp into the ISO instant
 * the app carries (the revision a caller sends back as `expectedUpdatedAt`). The instant keeps the timestamp's whole
 * precision (Firestore stores microseconds): '2026-03-01T10:00:00.123456Z', or '.123Z' when the rest is zero, so two
 * commits within one millisecond still read as two revisions. A document written before this (an ISO string) reads
 * as it is.
 */
interface StoredTimestamp {
  readonly seconds: number;
  readonly nanoseconds: number;
  toMillis(): number;
}

const isTimestamp = (value: unknown): value is StoredTimestamp =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredTimestamp).seconds === 'number' &&
  typeof (value as StoredTimestamp).nanoseconds === 'number' &&
  typeof (value as StoredTimestamp).toMillis === 'function';

/** The ISO instant of a stored time (a timestamp or, in an older document, an ISO string); null for anything else. */
export function instantOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!isTimestamp(value)) return null;
  const whole = new Date(value.seconds * 1000).toISOString().slice(0, 19);
  const fraction = String(value.nanoseconds)
    .padStart(9, '0')
    .replace(/(000)+$/, '');
  return `${whole}.${fraction.length === 0 ? '000' : fraction}Z`;
}
