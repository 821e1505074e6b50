import { AppShell, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppFooter } from '../features/footer/app-footer';

/**
 * The signed-in frame. The shell issue replaces this with the vertical and horizontal layouts;
 * until then it is a plain header, the page, and the footer.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 56 }} footer={{ height: 48 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md">
          <Title order={2} size="h4">
            <FormattedMessage id="frame.brand" />
          </Title>
        </Group>
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
      <AppShell.Footer>
        <AppFooter component="div" />
      </AppShell.Footer>
    </AppShell>
  );
}
