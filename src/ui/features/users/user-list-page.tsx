import { Alert, Badge, Group, Stack, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { can } from '../../../domain/acl/permissions';
import { ROLES } from '../../../domain/acl/role';
import type { CsvColumn } from '../../../domain/shared/csv';
import type { UserSortField } from '../../../domain/user/user-list';
import { USER_STATUSES, type UserRecord } from '../../../domain/user/user-record';
import { isSelf } from '../../../domain/user/user-rules';
import type { UserListQuery } from '../../../application/ports/user-repository.port';
import { useSession, useUseCases } from '../../app-context';
import { choiceFilter } from '../../components/list-view/choice-filter';
import { nameColumn } from '../../components/list-view/name-column';
import { ListView } from '../../components/list-view/list-view';
import type { ListViewConfig } from '../../components/list-view/list-view.types';
import { AnchorLink, ButtonLink } from '../../components/router-links';
import { UserRoleBadge, UserStatusBadge } from './user-badges';
import { userQueries } from '../../queries/user.queries';
import { USER_LIST, type UserListSearch } from './user-list-spec';
import { useUserRemoval } from './user-removal';
import { useRegistrationDecision } from './registration-decision';
import { UserRowActions } from './user-row-actions';
import { WaitingRegistrationsAlert } from './waiting-registrations';
import { RegistrationSwitch } from './registration-switch';
import type { ListPageProps } from '../../components/list-view/use-list-route-search';

/** Only the count matters: how many registrations wait, whatever the list shows. */
const WAITING_QUERY: UserListQuery = { text: '', filters: { status: 'pending' }, sort: null, page: 1, pageSize: 1 };

/** Machine-readable headers, the record's own field names. */
const CSV_COLUMNS: readonly CsvColumn<UserRecord>[] = (['id', 'name', 'email', 'rule', 'status', 'auth'] as const).map(
  (header) => ({
    header,
    value: (u: UserRecord) => u[header],
  }),
);

export function UserListPage({ search, onSearchChange }: ListPageProps<UserListSearch>) {
  const intl = useIntl();
  const { users } = useUseCases();
  const session = useSession();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const actor = { userId: session?.userId ?? '', role: session?.role ?? 'user' } as const;
  const admin = can(actor.role, 'users.manage');

  const config = useMemo(
    (): ListViewConfig<UserRecord, UserSortField, typeof USER_LIST.schema.filters> => ({
      id: 'users',
      definition: USER_LIST,
      rowKey: (u) => u.id,
      rowLabel: (u) => u.name,
      pageQuery: (query) => userQueries.list(users, query),
      csvColumns: CSV_COLUMNS,
      filters: [
        choiceFilter('rule', t('users.field.role'), ROLES, (r) => t(`users.role.${r}`)),
        choiceFilter('status', t('users.field.status'), USER_STATUSES, (s) => t(`users.status.${s}`)),
      ],
      columns: [
        nameColumn({
          label: t('users.field.name'),
          name: (u) => (
            <Group gap="xs" wrap="nowrap">
              <AnchorLink to="/user/$id" params={{ id: u.id }} size="sm" fw={500} data-testid="user-name">
                {u.name}
              </AnchorLink>
              {isSelf(actor, u) ? (
                <Badge size="xs" variant="outline" color="gray" style={{ flexShrink: 0 }}>
                  {t('users.you')}
                </Badge>
              ) : null}
            </Group>
          ),
          email: (u) => u.email,
          // On a phone the email column is hidden; the address stays readable under the name.
          emailHiddenFrom: 'sm',
        }),
        { key: 'email', label: t('users.field.email'), sortField: 'email', wide: true, render: (u) => u.email },
        {
          key: 'rule',
          label: t('users.field.role'),
          sortField: 'rule',
          render: (u) => <UserRoleBadge role={u.rule} />,
        },
        {
          key: 'status',
          label: t('users.field.status'),
          sortField: 'status',
          render: (u) => <UserStatusBadge status={u.status} />,
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the language or the signed-in user changes
    [users, intl.locale, actor.userId],
  );

  const removal = useUserRemoval();

  const decision = useRegistrationDecision();
  const pending = useQuery({
    ...userQueries.list(users, WAITING_QUERY),
    enabled: admin && search.status !== 'pending',
  });
  const waiting = admin && search.status !== 'pending' ? (pending.data?.total ?? 0) : 0;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('users.title')}
      </Title>
      {admin ? null : (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="users-read-only">
          {t('users.readOnly')}
        </Alert>
      )}
      {admin ? <RegistrationSwitch /> : null}
      <WaitingRegistrationsAlert
        count={waiting}
        onShow={() => onSearchChange({ ...search, status: 'pending', page: 1 })}
      />
      <ListView
        config={config}
        search={search}
        onSearchChange={onSearchChange}
        actions={
          admin ? (
            <ButtonLink
              to="/user/new"
              leftSection={<IconPlus size={16} aria-hidden />}
              data-shortcut="new-record"
              aria-keyshortcuts="N"
            >
              {t('users.new')}
            </ButtonLink>
          ) : null
        }
        rowActions={(u) => (
          <UserRowActions user={u} actor={actor} admin={admin} onRemove={removal.ask} decision={decision.actions} />
        )}
      />
      {removal.dialog}
      {decision.dialog}
    </Stack>
  );
}
