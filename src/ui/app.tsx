import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ServicesProvider, type AppServices } from './app-context';
import { I18nProvider } from './i18n/i18n-provider';
import type { AppRouter } from './router';
import { appTheme, customizerColorSchemeManager, cssVariablesResolver } from './theme';

/**
 * Toasts are never part of the first paint: their container (with its transition code) comes in a
 * chunk of its own once the app is up. Anything shown before it mounts waits in Mantine's store.
 */
const NotificationsHost = lazy(() => import('./components/notifications-host'));

/**
 * The stored customizer choices give the first paint its direction and colour scheme; after that
 * the shell's customizer machine (lazy, in the _app layout) changes both live.
 */
export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  const [initial] = useState(() => services.useCases.shell.loadCustomizer());
  const [colorSchemeManager] = useState(() =>
    customizerColorSchemeManager(() => services.useCases.shell.loadCustomizer().theme),
  );
  useEffect(() => {
    document.documentElement.dir = initial.direction;
  }, [initial.direction]);
  return (
    <ServicesProvider services={services}>
      <DirectionProvider initialDirection={initial.direction} detectDirection={false}>
        <MantineProvider
          theme={appTheme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme={initial.theme === 'dark' ? 'dark' : 'light'}
        >
          <I18nProvider>
            <Suspense fallback={null}>
              <NotificationsHost />
            </Suspense>
            <RouterProvider router={router} />
          </I18nProvider>
        </MantineProvider>
      </DirectionProvider>
    </ServicesProvider>
  );
}
