import { takeRequest, type RateBucket, type RateRule } from '../../domain/shared/request-rate';

/** Callers remembered at most; the longest-unseen go first (a flood of addresses cannot grow the map). */
const MAX_KEYS = 50_000;

/**
 * Request rate limits of one copy of the server, by caller key (`user:<id>`, `address:<ip>`): the seconds to wait
 * when refused, null when allowed. Kept in memory: each copy limits what it serves.
 */
export function createRequestRateLimiter(rule: RateRule, now: () => number = Date.now) {
  const buckets = new Map<string, RateBucket>();
  return (key: string): number | null => {
    const decision = takeRequest(buckets.get(key) ?? null, now(), rule);
    buckets.delete(key);
    buckets.set(key, decision.bucket);
    if (buckets.size > MAX_KEYS) {
      const oldest = buckets.keys().next();
      if (!oldest.done) buckets.delete(oldest.value);
    }
    return decision.allowed ? null : decision.retryAfterSeconds;
  };
}
