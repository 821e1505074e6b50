import {
  mutationOptions,
  queryOptions,
  type EnsureQueryDataOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { DemoUseCases } from '../../../application/demo/demo.use-cases';
import { ensureForScreen } from '../../queries/ensure-for-screen';

/** What a demo route's loader reads from its context: the demo use cases and the query cache. */
interface DemoLoaderContext {
  readonly queryClient: QueryClient;
  readonly useCases: { readonly demo: DemoUseCases };
}

/** A demo route's loader: the query `read` names (from the demo use cases and the route's params) is in the cache. */
export function demoScreenLoader<P extends object, T, K extends QueryKey>(
  read: (demo: DemoUseCases, params: P) => EnsureQueryDataOptions<T, Error, T, K>,
) {
  return ({ context, params }: { context: DemoLoaderContext; params: P }) =>
    ensureForScreen(context.queryClient, read(context.useCases.demo, params));
}

/** The read of a demo app whose screen shows one list per filter (folder, label, tag). */
interface FilteredLists<T> {
  list(filter: string): Promise<T>;
}

/**
 * A demo app with one list per filter under `['demo', area]`: its cache keys, the list query, and the
 * `$filter` route's loader (the list of the route's filter, from the area `pick` names).
 */
export function filteredListQueries<Area extends string, T>(
  area: Area,
  pick: (demo: DemoUseCases) => FilteredLists<T>,
) {
  const keys = {
    all: ['demo', area] as const,
    list: (filter: string) => ['demo', area, filter] as const,
  };
  const list = (lists: FilteredLists<T>, filter: string) =>
    queryOptions({ queryKey: keys.list(filter), queryFn: () => lists.list(filter) });
  const load = demoScreenLoader((demo, { filter }: { filter: string }) => list(pick(demo), filter));
  /**
   * Which lists an item belongs to follows from what changed, so after a change every list is out of date: the one
   * on screen is asked again once no other change is still on its way (an earlier answer would undo a later one),
   * the others when next shown. A refusal is undone the same way.
   */
  const listsChanged = (client: QueryClient) =>
    client.isMutating({ mutationKey: keys.all }) > 1 ? undefined : client.invalidateQueries({ queryKey: keys.all });
  /** A change shown at once in the list on screen (`filter`), by the rule the server applies too. */
  const change = <V, R>(
    client: QueryClient,
    filter: string,
    call: (input: V) => Promise<R>,
    local: (items: T, input: V) => T,
  ) =>
    mutationOptions<R, Error, V>({
      mutationKey: keys.all,
      mutationFn: call,
      onMutate: async (input) => {
        await client.cancelQueries({ queryKey: keys.list(filter) });
        client.setQueryData<T>(keys.list(filter), (items) => items && local(items, input));
      },
      onSettled: () => listsChanged(client),
    });
  return { keys, list, load, change, listsChanged };
}
