import { describe, expect, it } from 'vitest';
import {
  backoffDecision,
  backoffSeconds,
  windowDecision,
  type AttemptCount,
} from '../../../src/domain/session/attempt-throttle';

const RULE = { freeAttempts: 5, baseSeconds: 30, maxSeconds: 3600, forgetAfterSeconds: 86_400 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
const count = (n: number, last: number, first = 0): AttemptCount => ({
  count: n,
  firstAt: at(first).toISOString(),
  lastAt: at(last).toISOString(),
});

describe('exponential back-off per account and address', () => {
  it('lets the first failures through, then doubles the wait up to its ceiling', () => {
    expect([0, 4, 5, 6, 7, 20].map((n) => backoffSeconds(n, RULE))).toEqual([0, 0, 30, 60, 120, 3600]);
  });

  it('counts an attempt, refuses one inside the back-off and says how long to wait', () => {
    expect(backoffDecision(null, at(0), RULE)).toEqual({ allowed: true, next: count(1, 0) });
    expect(backoffDecision(count(4, 10), at(11), RULE)).toEqual({ allowed: true, next: count(5, 11) });
    expect(backoffDecision(count(5, 10), at(20), RULE)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(backoffDecision(count(5, 10), at(40), RULE)).toEqual({ allowed: true, next: count(6, 40) });
  });

  it('forgets a count left alone for a day', () => {
    expect(backoffDecision(count(30, 0), at(86_400), RULE)).toEqual({ allowed: true, next: count(1, 86_400, 86_400) });
  });
});

describe('a ceiling per window', () => {
  const WINDOW = { limit: 3, windowSeconds: 60 };
  it('allows `limit` attempts in the window, then refuses until it ends', () => {
    expect(windowDecision(count(2, 5), at(10), WINDOW)).toEqual({ allowed: true, next: count(3, 10) });
    expect(windowDecision(count(3, 10), at(15), WINDOW)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(windowDecision(count(3, 10), at(60), WINDOW)).toEqual({ allowed: true, next: count(1, 60, 60) });
  });
});
