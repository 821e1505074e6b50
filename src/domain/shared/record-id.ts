/**
 * A record id as every store issues them (`fr-…`, `u-demo`, Firestore and Firebase Auth ids): letters, digits,
 * '-' and '_', starting with a letter or digit, at most 128 characters. Anything else ('..', 'a/b', '%2e%2e', a
 * kilobyte of text) names no record and must never reach a request path or a query.
 */
export const RECORD_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export function isRecordId(value: string): boolean {
  return RECORD_ID.test(value);
}
