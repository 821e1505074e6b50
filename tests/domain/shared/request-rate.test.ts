import { describe, expect, it } from 'vitest';
import { takeRequest, type RateBucket } from '../../../src/domain/shared/request-rate';

const RULE = { perMinute: 60, burst: 3 };

describe('request rate per caller', () => {
  it('allows a burst, then refuses until a token is back, saying when', () => {
    let bucket: RateBucket | null = null;
    for (let i = 0; i < 3; i += 1) {
      const decision = takeRequest(bucket, 0, RULE);
      expect(decision.allowed).toBe(true);
      bucket = decision.bucket;
    }
    const refused = takeRequest(bucket, 0, RULE);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(takeRequest(refused.bucket, 1000, RULE).allowed).toBe(true);
  });

  it('never refills past the burst', () => {
    const decision = takeRequest({ tokens: 0, atMs: 0 }, 3_600_000, RULE);
    expect(decision.bucket.tokens).toBe(2);
  });
});
