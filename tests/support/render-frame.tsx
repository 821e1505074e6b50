import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AppUseCases } from '../../src/application/app-use-cases';
import type { createSessionStore } from '../../src/application/auth/session-store';
import { ServicesProvider } from '../../src/ui/app-context';
import { I18nProvider } from '../../src/ui/i18n/i18n-provider';
import { AppFrame } from '../../src/ui/layouts/app-frame';
import { createQueryClient } from '../../src/ui/queries/query-client';
import { testTheme } from './test-theme';

/**
 * The signed-in frame (sidebar, navbar, shortcuts) around pages of the test's own, at `path`, on a 1280 px window
 * (jsdom's default 1024 px is under the 1200 px breakpoint, where the sidebar is hidden).
 */
export async function renderFrame(options: {
  readonly useCases: AppUseCases;
  readonly session: ReturnType<typeof createSessionStore>;
  readonly pages: Readonly<Record<string, () => ReactNode>>;
  readonly path?: string;
}) {
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true, writable: true });
  const root = createRootRoute({
    component: () => (
      <AppFrame>
        <Outlet />
      </AppFrame>
    ),
  });
  const routes = Object.entries(options.pages).map(([path, component]) =>
    createRoute({ getParentRoute: () => root, path, component }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
  });
  await router.load();
  render(
    <ServicesProvider services={{ useCases: options.useCases, session: options.session }}>
      <QueryClientProvider client={createQueryClient(options.session)}>
        <MantineProvider theme={testTheme}>
          <I18nProvider>
            <RouterProvider router={router as never} />
          </I18nProvider>
        </MantineProvider>
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return router;
}
