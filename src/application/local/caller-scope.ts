import type { Caller } from '../auth/caller';
import type { CallerSource } from '../ports/caller-source.port';

/** Runs a service call as whoever is signed in now. */
export function callerScope(callers: CallerSource) {
  return async <T>(call: (caller: Caller) => Promise<T>): Promise<T> => call(await callers.current());
}
