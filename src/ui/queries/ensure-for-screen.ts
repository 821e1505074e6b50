import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

const nothing = () => undefined;

/**
 * A route loader's read: the list or record is in the cache when its screen renders (cached data is
 * used as it is; the screen revalidates it if stale). A failed read is left in the cache for the
 * screen to show with its retry, rather than replacing the whole screen with the error page.
 */
export function ensureForScreen<T, K extends QueryKey>(
  client: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<void> {
  return client.ensureQueryData(options).then(nothing, nothing);
}
