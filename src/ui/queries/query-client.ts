import { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '../../application/auth/session-store';

/** How long a loaded list or record counts as current: going back to it within this time asks nothing. */
export const FRESH_FOR_MS = 30_000;

/**
 * The app's one server-state cache. Failures are shown at once with a retry (no silent retries), and
 * a failed load is not fetched again just because its screen mounts: the route's loader already
 * asked. Another person signing in never sees what the previous one loaded.
 */
export function createQueryClient(session: SessionStore): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: FRESH_FOR_MS, retry: false, retryOnMount: false },
      mutations: { retry: false },
    },
  });
  let signedIn = session.current()?.userId ?? null;
  session.subscribe((next) => {
    const userId = next?.userId ?? null;
    if (userId === signedIn) return;
    signedIn = userId;
    client.clear();
  });
  return client;
}
