import { activityShareIntervalMs } from '../../domain/session/idle-session';
import type { KeyValueStorage } from '../ports/key-value-storage.port';

/** Where the tabs of the app share their latest input (localStorage: every tab reads the same value). */
export const LAST_ACTIVITY_KEY = 'freightdesk.last-activity';

/** The latest input in any tab: noted in memory at once, shared with the other tabs at most every interval. */
export interface ActivityStamp {
  note(at: number): void;
  /** A fresh start (sign-in): noted and shared at once, whatever was shared before. */
  restart(at: number): void;
  /** The latest input here or in another tab; null when none was ever noted in this browser. */
  latest(): number | null;
}

export function createActivityStamp(storage: KeyValueStorage, limitMs: number): ActivityStamp {
  const interval = activityShareIntervalMs(limitMs);
  let here: number | null = null;
  let sharedAt = -Infinity;
  const share = (at: number) => {
    storage.set(LAST_ACTIVITY_KEY, String(at));
    sharedAt = at;
  };
  const shared = (): number | null => {
    const value = Number(storage.get(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  return {
    note(at) {
      here = Math.max(here ?? at, at);
      if (at - sharedAt >= interval) share(at);
    },
    restart(at) {
      here = at;
      share(at);
    },
    latest() {
      const other = shared();
      if (here === null) return other;
      return other === null ? here : Math.max(here, other);
    },
  };
}
