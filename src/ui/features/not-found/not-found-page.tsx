import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          <FormattedMessage id="notFound.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="notFound.body" values={{ path: <code>{pathname}</code> }} />
        </Text>
        <Button component={Link} to="/">
          <FormattedMessage id="notFound.home" />
        </Button>
      </Stack>
    </Center>
  );
}

export function RouteErrorPage({ error, reset }: { error: unknown; reset: () => void }) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center" role="alert">
        <Title order={1} size="h2">
          <FormattedMessage id="errors.routeTitle" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="errors.routeBody" />
        </Text>
        {error instanceof Error ? (
          <Text size="sm" ff="monospace" c="dimmed">
            {error.message}
          </Text>
        ) : null}
        <Button onClick={reset}>
          <FormattedMessage id="errors.retry" />
        </Button>
      </Stack>
    </Center>
  );
}
