/**
 * When a signed-in session counts as idle: no input (pointer, key, touch) in any tab for `limitMs`.
 * Times are epoch milliseconds, passed in.
 */
/** A session with no input for 8 hours counts as idle unless the deployment sets another limit. */
export const DEFAULT_IDLE_MINUTES = 480;

export interface IdleCheck {
  /** The latest input in any tab of the app. */
  readonly lastActivityAt: number;
  readonly now: number;
  readonly limitMs: number;
}

/** How long until the session is idle; 0 once it is. An input stamped in the future counts as now. */
export function idleRemainingMs({ lastActivityAt, now, limitMs }: IdleCheck): number {
  return Math.max(0, Math.min(lastActivityAt, now) + limitMs - now);
}

export function isSessionIdle(check: IdleCheck): boolean {
  return idleRemainingMs(check) === 0;
}

/**
 * How often one tab tells the others about its input: often enough that they never see a session as idle
 * much before it is (a tenth of the limit), and at most once a minute so typing costs no storage writes.
 */
export function activityShareIntervalMs(limitMs: number): number {
  return Math.min(60_000, Math.max(1_000, Math.floor(limitMs / 10)));
}
