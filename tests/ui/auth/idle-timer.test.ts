import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleTimer } from '../../../src/ui/features/auth/idle-timer';

const MINUTE = 60_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A deadline the test moves, as input in this or another tab would. */
function deadline(at: number) {
  let due = at;
  return {
    remainingMs: () => Math.max(0, due - Date.now()),
    moveTo: (next: number) => (due = next),
  };
}

describe('idle timer', () => {
  it('ends the session when the deadline passes, not before', async () => {
    const start = Date.now();
    const idle = deadline(start + 30 * MINUTE);
    const onIdle = vi.fn(async () => true);
    startIdleTimer(idle.remainingMs, onIdle);
    await vi.advanceTimersByTimeAsync(30 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('waits again when input moved the deadline meanwhile', async () => {
    const start = Date.now();
    const idle = deadline(start + 30 * MINUTE);
    const onIdle = vi.fn(async () => true);
    startIdleTimer(idle.remainingMs, onIdle);
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    idle.moveTo(start + 50 * MINUTE);
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting when the session was not idle after all', async () => {
    const start = Date.now();
    const idle = deadline(start + MINUTE);
    const onIdle = vi.fn(async () => {
      if (onIdle.mock.calls.length > 1) return true;
      idle.moveTo(Date.now() + MINUTE); // input arrived in another tab just in time
      return false;
    });
    startIdleTimer(idle.remainingMs, onIdle);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('waits past the longest timeout a browser allows, in steps', async () => {
    const start = Date.now();
    const idle = deadline(start + 30 * 24 * 60 * MINUTE);
    const onIdle = vi.fn(async () => true);
    startIdleTimer(idle.remainingMs, onIdle);
    await vi.advanceTimersByTimeAsync(25 * 24 * 60 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * 24 * 60 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('checks at once when asked (a tab back in view after sleep) and stops for good', async () => {
    const start = Date.now();
    const idle = deadline(start + 30 * MINUTE);
    const onIdle = vi.fn(async () => true);
    const timer = startIdleTimer(idle.remainingMs, onIdle);
    idle.moveTo(start);
    timer.check();
    await vi.advanceTimersByTimeAsync(0);
    expect(onIdle).toHaveBeenCalledTimes(1);

    const other = vi.fn(async () => true);
    const stopped = startIdleTimer(deadline(Date.now() + MINUTE).remainingMs, other);
    stopped.stop();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(other).not.toHaveBeenCalled();
  });
});
