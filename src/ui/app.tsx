import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { ServicesProvider, type AppServices } from './app-context';
import { I18nProvider } from './i18n/i18n-provider';
import type { AppRouter } from './router';
import { appTheme, cssVariablesResolver } from './theme';

export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <ServicesProvider services={services}>
      <MantineProvider theme={appTheme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications position="top-right" />
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </MantineProvider>
    </ServicesProvider>
  );
}
