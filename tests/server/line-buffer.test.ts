import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLineBuffer } from '../../src/adapters/server/line-buffer';

describe('the log line buffer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the lines of many requests in one write once the delay has passed', () => {
    const writes: string[] = [];
    const buffer = createLineBuffer((text) => writes.push(text), { delayMs: 50 });
    buffer.write('{"a":1}');
    buffer.write('{"b":2}');
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(49);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['{"a":1}\n{"b":2}\n']);
  });

  it('writes at once when the waiting lines reach the size limit', () => {
    const writes: string[] = [];
    const buffer = createLineBuffer((text) => writes.push(text), { delayMs: 1000, maxBytes: 10 });
    buffer.write('12345');
    expect(writes).toEqual([]);
    buffer.write('67890');
    expect(writes).toEqual(['12345\n67890\n']);
    vi.advanceTimersByTime(1000);
    expect(writes).toHaveLength(1);
  });

  it('flush writes what waits, once, and nothing when nothing waits', () => {
    const writes: string[] = [];
    const buffer = createLineBuffer((text) => writes.push(text));
    buffer.flush();
    buffer.write('x');
    buffer.flush();
    buffer.flush();
    vi.runAllTimers();
    expect(writes).toEqual(['x\n']);
  });
});
