/**
 * A token bucket per caller: `burst` requests at once, refilled at `perMinute`. Pure: the caller keeps the bucket
 * and the time.
 */
export interface RateRule {
  readonly perMinute: number;
  readonly burst: number;
}

export interface RateBucket {
  readonly tokens: number;
  readonly atMs: number;
}

export type RateDecision =
  | { readonly allowed: true; readonly bucket: RateBucket }
  | { readonly allowed: false; readonly bucket: RateBucket; readonly retryAfterSeconds: number };

export function takeRequest(bucket: RateBucket | null, nowMs: number, rule: RateRule): RateDecision {
  const perMs = rule.perMinute / 60_000;
  const elapsed = bucket ? Math.max(0, nowMs - bucket.atMs) : 0;
  const tokens = Math.min(rule.burst, (bucket?.tokens ?? rule.burst) + elapsed * perMs);
  if (tokens >= 1) return { allowed: true, bucket: { tokens: tokens - 1, atMs: nowMs } };
  return {
    allowed: false,
    bucket: { tokens, atMs: nowMs },
    retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)),
  };
}
