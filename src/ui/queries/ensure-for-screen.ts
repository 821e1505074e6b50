import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { AppUseCases } from '../../application/app-use-cases';
import type { ListFilters, ListSearch, ListSearchDefinition } from '../components/list-view/list-search';

const nothing = () => undefined;

/** How long a list's screen waits for its page of rows before it renders with placeholders in their place. */
export const LIST_WAIT_MS = 300;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

/** What a loader below the signed-in layout (`_app`) finds in its context. */
interface ScreenContext {
  readonly queryClient: QueryClient;
  readonly useCases: AppUseCases;
}

type ScreenRead<A, T, K extends QueryKey> = (useCases: AppUseCases, arg: A) => EnsureQueryDataOptions<T, Error, T, K>;

/** The loader of a record's screen (`…/$id`): the record its path names is read before the screen renders. */
export function recordLoader<T, K extends QueryKey>(read: ScreenRead<string, T, K>) {
  return ({ context, params }: { context: ScreenContext; params: { id: string } }) =>
    ensureForScreen(context.queryClient, read(context.useCases, params.id));
}

/**
 * A list route's URL state and loader: the search is validated by the list's definition, and the page
 * it stands for is read again whenever it changes.
 */
export function listRouteOptions<S extends string, F extends ListFilters, T, K extends QueryKey>(
  list: ListSearchDefinition<S, F>,
  read: ScreenRead<ListSearch<S, F>, T, K>,
) {
  return {
    validateSearch: list.validate,
    loaderDeps: ({ search }: { search: ListSearch<S, F> }) => search,
    // A list shows itself with its rows' placeholders when they take longer than a moment (the first page of a
    // 100,000-shipment demo still being seeded): the page's header, search and filters are up meanwhile.
    loader: ({ context, deps }: { context: ScreenContext; deps: ListSearch<S, F> }) =>
      Promise.race([ensureForScreen(context.queryClient, read(context.useCases, deps)), pause(LIST_WAIT_MS)]),
  };
}
