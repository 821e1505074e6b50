import './mantine-core.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ServicesProvider, type AppServices } from './app-context';
import { I18nProvider } from './i18n/i18n-provider';
import type { AppRouter } from './router';
import { appTheme, customizerColorSchemeManager, cssVariablesResolver } from './theme';

/**
 * Toasts are never part of the first paint: their container (with its transition code) comes in a
 * chunk of its own when the first toast is shown, which waits in Mantine's store until it mounts.
 */
const NotificationsHost = lazy(() => import('./components/notifications-host'));
type ToastState = ReturnType<typeof notificationsStore.getState>;
const anyToast = (state: ToastState) => state.notifications.length + state.queue.length > 0;

function LazyNotificationsHost() {
  const [wanted, setWanted] = useState(() => anyToast(notificationsStore.getState()));
  useEffect(() => {
    if (wanted) return undefined;
    if (anyToast(notificationsStore.getState())) {
      setWanted(true);
      return undefined;
    }
    return notificationsStore.subscribe((state) => {
      if (anyToast(state)) setWanted(true);
    });
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

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
            <LazyNotificationsHost />
            <RouterProvider router={router} />
          </I18nProvider>
        </MantineProvider>
      </DirectionProvider>
    </ServicesProvider>
  );
}
