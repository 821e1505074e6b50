/** After this many failed sign-ins in a row the form locks for a short while. */
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_LOCK_MS = 30_000;

export function shouldLockAfter(failedAttempts: number): boolean {
  return failedAttempts >= MAX_FAILED_LOGINS;
}
