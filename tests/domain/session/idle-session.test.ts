import { describe, expect, it } from 'vitest';
import { activityShareIntervalMs, idleRemainingMs, isSessionIdle } from '../../../src/domain/session/idle-session';

const HOUR = 3_600_000;

describe('idle session rule', () => {
  it('is idle exactly when the limit has passed since the last input', () => {
    const limitMs = 8 * HOUR;
    expect(isSessionIdle({ lastActivityAt: 0, now: limitMs - 1, limitMs })).toBe(false);
    expect(isSessionIdle({ lastActivityAt: 0, now: limitMs, limitMs })).toBe(true);
    expect(isSessionIdle({ lastActivityAt: 0, now: limitMs + HOUR, limitMs })).toBe(true);
  });
  it('says how long remains, and nothing once idle', () => {
    expect(idleRemainingMs({ lastActivityAt: 1_000, now: 2_000, limitMs: HOUR })).toBe(HOUR - 1_000);
    expect(idleRemainingMs({ lastActivityAt: 1_000, now: 1_000 + 2 * HOUR, limitMs: HOUR })).toBe(0);
  });
  it('does not let an input stamped in the future stretch the session', () => {
    expect(idleRemainingMs({ lastActivityAt: 10 * HOUR, now: HOUR, limitMs: HOUR })).toBe(HOUR);
  });
  it('shares input at most once a minute and at least ten times per limit', () => {
    expect(activityShareIntervalMs(8 * HOUR)).toBe(60_000);
    expect(activityShareIntervalMs(5 * 60_000)).toBe(30_000);
    expect(activityShareIntervalMs(2_000)).toBe(1_000);
  });
});
