/**
 * How long sign-in and registration attempts must wait. A store keeps one count per key; these rules say whether
 * one more attempt may be counted now (and what the count becomes) or how many seconds to wait.
 */
export interface AttemptCount {
  readonly count: number;
  /** ISO instants of the first and the latest attempt counted. */
  readonly firstAt: string;
  readonly lastAt: string;
}

export type AttemptDecision =
  | { readonly allowed: true; readonly next: AttemptCount }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Exponential back-off: `freeAttempts` failures at once, then `baseSeconds` doubling per failure up to `maxSeconds`. */
export interface BackoffRule {
  readonly freeAttempts: number;
  readonly baseSeconds: number;
  readonly maxSeconds: number;
  /** A count left alone this long starts again from zero. */
  readonly forgetAfterSeconds: number;
}

/** At most `limit` attempts in a window of `windowSeconds` from the first one counted. */
export interface WindowRule {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** The wait after `failures` failed attempts. */
export function backoffSeconds(failures: number, rule: BackoffRule): number {
  if (failures < rule.freeAttempts) return 0;
  return Math.min(rule.baseSeconds * 2 ** (failures - rule.freeAttempts), rule.maxSeconds);
}

const ms = (iso: string) => Date.parse(iso);
const fresh = (at: string): AttemptDecision => ({ allowed: true, next: { count: 1, firstAt: at, lastAt: at } });
const wait = (untilMs: number, nowMs: number): AttemptDecision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil((untilMs - nowMs) / 1000)),
});

export function backoffDecision(seen: AttemptCount | null, now: Date, rule: BackoffRule): AttemptDecision {
  const at = now.toISOString();
  const nowMs = now.getTime();
  if (!seen || nowMs - ms(seen.lastAt) >= rule.forgetAfterSeconds * 1000) return fresh(at);
  const until = ms(seen.lastAt) + backoffSeconds(seen.count, rule) * 1000;
  if (nowMs < until) return wait(until, nowMs);
  return { allowed: true, next: { count: seen.count + 1, firstAt: seen.firstAt, lastAt: at } };
}

export function windowDecision(seen: AttemptCount | null, now: Date, rule: WindowRule): AttemptDecision {
  const at = now.toISOString();
  const nowMs = now.getTime();
  if (!seen || nowMs - ms(seen.firstAt) >= rule.windowSeconds * 1000) return fresh(at);
  if (seen.count >= rule.limit) return wait(ms(seen.firstAt) + rule.windowSeconds * 1000, nowMs);
  return { allowed: true, next: { count: seen.count + 1, firstAt: seen.firstAt, lastAt: at } };
}
