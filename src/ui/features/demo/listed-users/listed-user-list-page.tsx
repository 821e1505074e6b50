import { ActionIcon, Anchor, Group, Paper, Table } from '@mantine/core';
import { IconCheck, IconEdit, IconEye, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  departmentsOf,
  filterListedUsers,
  type ListedUserFilter,
} from '../../../../domain/demo/listed-users/listed-user-filter';
import { useUseCases } from '../../../app-context';
import { EmptyState, QueryView } from '../../../components/query-view';
import { ListedUserStatusBadge, ListedUserAvatar } from './listed-user-badges';
import { ListedUserFilters } from './listed-user-filters';
import { listedUserQueries } from './listed-users.queries';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { DemoPage } from '../../../components/demo/demo-page';
import { TableHeadings } from '../../../components/table-headings';
import { DemoListFooter } from '../../../components/demo/demo-list-footer';

const PER_PAGE = 10;

const COLUMNS = [
  'listedUsers.col.username',
  'listedUsers.col.name',
  'listedUsers.col.email',
  'listedUsers.col.country',
  'listedUsers.role',
  'listedUsers.status',
  'listedUsers.verified',
  'listedUsers.department',
  'listedUsers.col.actions',
];

export const ListedUserListPage = withFeatureIntl(messages, ListedUserListScreen);

function ListedUserListScreen() {
  const { samples } = useUseCases().demo;
  const intl = useIntl();
  const remote = useQuery(listedUserQueries.all(samples));
  const [filter, setFilter] = useState<ListedUserFilter>({});
  const [page, setPage] = useState(1);
  const found = useMemo(() => filterListedUsers(remote.data ?? [], filter), [remote.data, filter]);
  const pages = Math.max(1, Math.ceil(found.length / PER_PAGE));
  const current = Math.min(page, pages);
  const rows = found.slice((current - 1) * PER_PAGE, current * PER_PAGE);

  return (
    <DemoPage titleId="listedUsers.list">
      <Paper withBorder p="sm">
        <ListedUserFilters
          value={filter}
          departments={departmentsOf(remote.data ?? [])}
          onChange={(f) => {
            setFilter(f);
            setPage(1);
          }}
        />
      </Paper>
      <Paper withBorder p="sm">
        <QueryView query={remote}>
          {() =>
            found.length === 0 ? (
              <EmptyState title={<FormattedMessage id="listedUsers.empty" />} />
            ) : (
              <Table.ScrollContainer minWidth={800}>
                <Table
                  verticalSpacing="xs"
                  highlightOnHover
                  aria-label={intl.formatMessage({ id: 'listedUsers.list' })}
                >
                  <TableHeadings ids={COLUMNS} />
                  <Table.Tbody>
                    {rows.map((u) => (
                      <Table.Tr key={u.id} data-testid={`user-${u.id}`}>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <ListedUserAvatar user={u} size="sm" />
                            <Anchor renderRoot={(p) => <Link {...p} to="/app/user/view" search={{ id: u.id }} />}>
                              {u.username}
                            </Anchor>
                          </Group>
                        </Table.Td>
                        <Table.Td>{u.name}</Table.Td>
                        <Table.Td>{u.email}</Table.Td>
                        <Table.Td>{u.country}</Table.Td>
                        <Table.Td>
                          <FormattedMessage id={`listedUsers.role.${u.role}`} />
                        </Table.Td>
                        <Table.Td>
                          <ListedUserStatusBadge status={u.status} />
                        </Table.Td>
                        <Table.Td>
                          {u.is_verified ? (
                            <IconCheck size={16} aria-label={intl.formatMessage({ id: 'listedUsers.yes' })} />
                          ) : (
                            <IconX size={16} aria-label={intl.formatMessage({ id: 'listedUsers.no' })} />
                          )}
                        </Table.Td>
                        <Table.Td>{u.department}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            {(
                              [
                                ['/app/user/view', 'listedUsers.viewUser', IconEye],
                                ['/app/user/edit', 'listedUsers.editUser', IconEdit],
                              ] as const
                            ).map(([to, label, Icon]) => (
                              <ActionIcon
                                key={to}
                                variant="subtle"
                                renderRoot={(p) => <Link {...p} to={to} search={{ id: u.id }} />}
                                aria-label={intl.formatMessage({ id: label }, { name: u.name })}
                              >
                                <Icon size={16} />
                              </ActionIcon>
                            ))}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryView>
        <DemoListFooter
          summary={<FormattedMessage id="listedUsers.count" values={{ count: found.length }} />}
          summaryTestId="user-count"
          total={pages}
          value={current}
          onChange={setPage}
        />
      </Paper>
    </DemoPage>
  );
}
