import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage, RouteErrorPage } from '../features/errors/error-page';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
