import { useRouterState } from '@tanstack/react-router';

/**
 * Whether the router is opening the address's next state (a new search or page): the address has changed and the
 * route's loader is reading its rows, so the rows on view are about to be replaced.
 */
export function useRouteLoading(): boolean {
  return useRouterState({ select: (state) => state.isLoading });
}
