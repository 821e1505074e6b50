import '@mantine/notifications/styles.css';
import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import classes from './notifications-host.module.css';

/**
 * The toasts' container. Every toast's close button gets its label here, in the reader's language,
 * so no `notifications.show` call can forget it. They stand below the top navbar, whose controls stay in reach
 * while a toast is shown (pointing at a toast pauses its closing). Loaded lazily by app.tsx: never part of first
 * paint.
 */
export default function NotificationsHost() {
  const intl = useIntl();
  const theme = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        Notification: {
          defaultProps: { closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) } },
        },
      },
    }),
    [intl],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position="top-right" classNames={{ root: classes.root }} />
    </MantineThemeProvider>
  );
}
