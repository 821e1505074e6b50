import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { findListedUser } from '../../../../domain/demo/listed-users/listed-user-filter';
import { useUseCases } from '../../../app-context';
import { AsyncView, EmptyState } from '../../../components/async-view';
import { useAsync } from '../../../components/use-async';
import { StatusBadge, UserAvatar } from './listed-user-badges';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        <FormattedMessage id={label} />
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

export const UserViewPage = withFeatureIntl(messages, UserViewScreen);

function UserViewScreen({ id }: { id: number }) {
  const { samples } = useUseCases().demo;
  const remote = useAsync(() => samples.users(), []);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <FormattedMessage id="userDemo.view" />
        </Title>
        <Button variant="default" component={Link} to="/app/user/list">
          <FormattedMessage id="userDemo.back" />
        </Button>
      </Group>
      <AsyncView state={remote}>
        {(users) => {
          const user = findListedUser(users, id);
          if (!user) return <EmptyState title={<FormattedMessage id="userDemo.notFound" />} />;
          return (
            <Paper withBorder p="lg">
              <Group mb="md">
                <UserAvatar user={user} size="xl" />
                <div>
                  <Title order={2} size="h3">
                    {user.name}
                  </Title>
                  <Text c="dimmed">@{user.username}</Text>
                </div>
                <Button
                  ml="auto"
                  leftSection={<IconEdit size={16} />}
                  renderRoot={(p) => <Link {...p} to="/app/user/edit" search={{ id: user.id }} />}
                >
                  <FormattedMessage id="userDemo.edit" />
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                <Field label="userDemo.col.email">{user.email}</Field>
                <Field label="userDemo.col.country">{user.country}</Field>
                <Field label="userDemo.department">{user.department}</Field>
                <Field label="userDemo.role">
                  <FormattedMessage id={`userDemo.role.${user.role}`} />
                </Field>
                <Field label="userDemo.status">
                  <StatusBadge status={user.status} />
                </Field>
                <Field label="userDemo.verified">
                  <FormattedMessage id={user.is_verified ? 'userDemo.yes' : 'userDemo.no'} />
                </Field>
              </SimpleGrid>
            </Paper>
          );
        }}
      </AsyncView>
    </Stack>
  );
}
