import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

export function NotAuthorizedPage() {
  const router = useRouter();
  return (
    <Center mih="70dvh" p="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Text fz={56} fw={800} c="dimmed" aria-hidden>
          403
        </Text>
        <Title order={1} size="h2">
          <FormattedMessage id="auth.notAuthorized.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="auth.notAuthorized.body" />
        </Text>
        <Group>
          <Button variant="default" onClick={() => router.history.back()}>
            <FormattedMessage id="auth.notAuthorized.back" />
          </Button>
          <Button component={Link} to="/">
            <FormattedMessage id="auth.notAuthorized.home" />
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
