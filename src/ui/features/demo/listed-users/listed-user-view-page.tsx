import { Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { ListedUserStatusBadge, ListedUserAvatar } from './listed-user-badges';
import { ListedUserScreen } from './listed-user-screen';
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

export const ListedUserViewPage = withFeatureIntl(messages, ListedUserViewScreen);

function ListedUserViewScreen() {
  return (
    <ListedUserScreen titleId="listedUsers.view">
      {(user) => (
        <Paper withBorder p="lg">
          <Group mb="md">
            <ListedUserAvatar user={user} size="xl" />
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
              <FormattedMessage id="listedUsers.edit" />
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Field label="listedUsers.col.email">{user.email}</Field>
            <Field label="listedUsers.col.country">{user.country}</Field>
            <Field label="listedUsers.department">{user.department}</Field>
            <Field label="listedUsers.role">
              <FormattedMessage id={`listedUsers.role.${user.role}`} />
            </Field>
            <Field label="listedUsers.status">
              <ListedUserStatusBadge status={user.status} />
            </Field>
            <Field label="listedUsers.verified">
              <FormattedMessage id={user.is_verified ? 'listedUsers.yes' : 'listedUsers.no'} />
            </Field>
          </SimpleGrid>
        </Paper>
      )}
    </ListedUserScreen>
  );
}
