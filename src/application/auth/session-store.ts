import type { Session } from './session';

/** The one in-memory holder of the current session; routes and components subscribe to it. */
export interface SessionStore {
  current(): Session | null;
  set(session: Session | null): void;
  subscribe(listener: (session: Session | null) => void): () => void;
}

export function createSessionStore(initial: Session | null = null): SessionStore {
  let session = initial;
  const listeners = new Set<(session: Session | null) => void>();
  return {
    current: () => session,
    set(next) {
      session = next;
      listeners.forEach((listener) => listener(next));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
