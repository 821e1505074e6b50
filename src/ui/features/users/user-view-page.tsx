import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { can } from '../../../domain/acl/permissions';
import type { UserRecord } from '../../../domain/user/user-record';
import { isSelf } from '../../../domain/user/user-rules';
import { useSession, useUseCases } from '../../app-context';
import { QueryView } from '../../components/query-view';
import { ButtonLink } from '../../components/router-links';
import { userQueries } from '../../queries/user.queries';
import { UserRoleBadge, UserStatusBadge } from './user-badges';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Box component="dd" m={0} mt={2} fz="sm">
        {children}
      </Box>
    </div>
  );
}

function UserDetails({ user }: { user: UserRecord }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Paper withBorder p="md">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
        <Field label={t('users.field.name')}>{user.name}</Field>
        <Field label={t('users.field.email')}>{user.email}</Field>
        <Field label={t('users.field.role')}>
          <UserRoleBadge role={user.rule} />
        </Field>
        <Field label={t('users.field.status')}>
          <UserStatusBadge status={user.status} />
        </Field>
      </SimpleGrid>
    </Paper>
  );
}

/** One staff user, read-only; admins get the way to edit. A failed load shows the error with a retry. */
export function UserViewPage({ id }: { id: string }) {
  const intl = useIntl();
  const { users } = useUseCases();
  const session = useSession();
  const record = useQuery(userQueries.detail(users, id));
  const user = record.data;
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            {user?.name ?? t('users.viewTitle')}
          </Title>
          {user && session && isSelf(session, user) ? (
            <Badge variant="outline" color="gray">
              {t('users.you')}
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs">
          <ButtonLink variant="default" to="/user/list" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('users.backToList')}
          </ButtonLink>
          {user && can(session?.role, 'users.manage') ? (
            <ButtonLink to="/user/edit/$id" params={{ id: user.id }} leftSection={<IconPencil size={16} aria-hidden />}>
              {t('users.edit')}
            </ButtonLink>
          ) : null}
        </Group>
      </Group>
      <QueryView query={record}>{(loaded) => <UserDetails user={loaded} />}</QueryView>
    </Stack>
  );
}
