import type { Caller } from '../auth/caller';
import type { CallerSource } from '../ports/caller-source.port';

/**
 * Runs a service call as whoever is signed in now. The stores cannot cancel a read, so an answer that arrives
 * after the caller gave up on it (`signal` aborted: a newer search was typed) is refused instead of handed back
 * late, where it would overwrite the newer one.
 */
export function callerScope(callers: CallerSource) {
  return async <T>(call: (caller: Caller) => Promise<T>, signal?: AbortSignal): Promise<T> => {
    signal?.throwIfAborted();
    const result = await call(await callers.current());
    signal?.throwIfAborted();
    return result;
  };
}
