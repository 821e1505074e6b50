import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '../../application/auth/session-store';

/**
 * The query client, created on first use: the signed-in layout asks for it, so the sign-in pages
 * never download the query library. Every caller gets the same client.
 */
export function lazyQueryClient(session: SessionStore): () => Promise<QueryClient> {
  let client: Promise<QueryClient> | null = null;
  return () => {
    client ??= import('./query-client').then(
      ({ createQueryClient }) => createQueryClient(session),
      (error: unknown) => {
        client = null; // a failed download is tried again on the next navigation
        throw error;
      },
    );
    return client;
  };
}
