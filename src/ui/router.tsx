import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AppUseCases } from '../application/app-use-cases';
import type { SessionStore } from '../application/auth/session-store';
import { routeTree } from './routeTree.gen';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  readonly useCases: AppUseCases;
  readonly session: SessionStore;
}

/** `history` is for tests (memory history); the app uses the browser's. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
