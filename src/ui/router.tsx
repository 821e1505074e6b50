import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AppUseCases } from '../application/app-use-cases';
import type { SessionStore } from '../application/auth/session-store';
import { stringifySearch } from './components/search-params';
import { routeTree } from './routeTree.gen';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  readonly useCases: AppUseCases;
  readonly session: SessionStore;
  /**
   * The server-state cache, loaded on first use. The signed-in layout (`_app`) awaits it and hands
   * its routes `context.queryClient`, so the sign-in pages never download the query library.
   */
  readonly loadQueryClient: () => Promise<QueryClient>;
}

/** `history` is for tests (memory history); the app uses the browser's. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // The query cache decides what is fresh: the router runs every loader, which asks the cache.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    stringifySearch,
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Fetches the code of every route the address matches side by side, before the first render (the router
 * would find each layout's child only once the layout's chunk had arrived). A chunk that fails is left to
 * the router, which tries again and shows its error page.
 */
export function preloadCurrentRoute(router: AppRouter): Promise<unknown> {
  return preloadRouteCode(router, router.latestLocation.pathname);
}

/** The same for an address the app is about to open (its path; a search or hash part is left aside). */
export function preloadRouteCode(router: AppRouter, href: string): Promise<unknown> {
  const [routes] = router.getMatchedRoutes(href.split(/[?#]/)[0] ?? '/');
  return Promise.all(routes.map((route) => router.loadRouteChunk(route)?.catch(() => undefined)));
}

/** Whether the opened address is a signed-in screen (under the `_app` layout), which needs the backend at once. */
export function opensSignedInScreen(router: AppRouter): boolean {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  return routes.some((route) => route.id === '/_app');
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
