import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { AUDITED_KINDS, type AuditEntry, type AuditedKind } from '../../../domain/audit/audit-entry';
import { useUseCases } from '../../app-context';
import { AuditEntryCard } from '../../components/audit/record-history';
import { DateField } from '../../components/date-field';
import { ListPager } from '../../components/list-view/list-pager';
import { PageQueryView } from '../../components/query-view';
import { AnchorLink } from '../../components/router-links';
import { auditQueries } from '../../queries/audit.queries';
import { userQueries } from '../../queries/user.queries';
import { ACTIVITY_LIST, activityFilterOf, type ActivitySearch } from './activity-search';
import type { ListPageProps } from '../../components/list-view/use-list-route-search';
import { useRouteLoading } from '../../components/use-route-loading';

/** The people the activity can be narrowed to (the first hundred staff accounts by name). */
const PEOPLE_QUERY = {
  text: '',
  filters: {},
  sort: { field: 'name', direction: 'asc' },
  page: 1,
  pageSize: 100,
} as const;

/** Where each kind of record is opened. */
const RECORD_SCREEN = {
  freight: '/freight/$id',
  product: '/product/$id/edit',
  contact: '/contact/$id/edit',
  user: '/user/$id',
} as const satisfies Record<AuditedKind, string>;

/** The record an entry is about, as a link to its screen (a deleted one is only named). */
function RecordLink({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const kind = intl.formatMessage({ id: `activity.kind.${entry.kind}` });
  const label = entry.label || entry.recordId;
  const name = intl.formatMessage({ id: 'activity.open' }, { kind, label });
  const link =
    entry.action === 'delete' ? (
      <Text span fw={600} size="sm">
        {label}
      </Text>
    ) : (
      <AnchorLink to={RECORD_SCREEN[entry.kind]} params={{ id: entry.recordId }} aria-label={name} fw={600} size="sm">
        {label}
      </AnchorLink>
    );
  return (
    <Group gap="xs" mb={6} wrap="wrap" data-testid="activity-record">
      <Badge variant="light" radius="sm">
        {kind}
      </Badge>
      {link}
    </Group>
  );
}

function Filters({ search, onChange }: { search: ActivitySearch; onChange: (patch: Partial<ActivitySearch>) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { users } = useUseCases();
  const people = useQuery(userQueries.list(users, PEOPLE_QUERY));
  const active = [search.user, search.kind, search.from, search.to].filter(Boolean).length;
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label={t('activity.filter.user')}
          placeholder={t('activity.filter.anyone')}
          data={(people.data?.items ?? []).map((person) => ({ value: person.id, label: person.name }))}
          value={search.user ?? null}
          onChange={(user) => onChange({ user: user ?? undefined })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('activity.filter.anyone') }}
          nothingFoundMessage={people.isPending ? t('common.loading') : undefined}
        />
        <Select
          label={t('activity.filter.kind')}
          placeholder={t('activity.filter.anyKind')}
          data={AUDITED_KINDS.map((kind) => ({ value: kind, label: t(`activity.kind.${kind}`) }))}
          value={search.kind ?? null}
          onChange={(kind) => onChange({ kind: (kind ?? undefined) as ActivitySearch['kind'] })}
          clearable
          clearButtonProps={{ 'aria-label': t('activity.filter.anyKind') }}
        />
        <DateField
          label={t('activity.filter.from')}
          value={search.from ?? null}
          maxDate={search.to}
          onChange={(from) => onChange({ from: from ?? undefined })}
        />
        <DateField
          label={t('activity.filter.to')}
          value={search.to ?? null}
          minDate={search.from}
          onChange={(to) => onChange({ to: to ?? undefined })}
        />
      </SimpleGrid>
      {active > 0 ? (
        <Group justify="flex-end" mt="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange({ user: undefined, kind: undefined, from: undefined, to: undefined })}
          >
            <FormattedMessage id="activity.filter.clear" />
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

/**
 * For admins: the audit trail across records, newest first, narrowed by person, record type and period, a page at
 * a time; each entry names its record with a link to it and shows what changed as the record's History does.
 */
export function ActivityPage({ search, onSearchChange }: ListPageProps<ActivitySearch>) {
  const { audit } = useUseCases();
  const navigating = useRouteLoading();
  const { page, pageSize } = ACTIVITY_LIST.toQuery(search);
  const query = useQuery({
    ...auditQueries.activity(audit, activityFilterOf(search), page, pageSize),
    placeholderData: keepPreviousData,
  });
  const change = (patch: Partial<ActivitySearch>) =>
    onSearchChange(ACTIVITY_LIST.compact({ ...search, ...patch, page: 'page' in patch ? patch.page : undefined }));
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          <FormattedMessage id="activity.title" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="activity.intro" />
        </Text>
      </div>
      <Filters search={search} onChange={change} />
      <PageQueryView
        query={query}
        navigating={navigating}
        emptyTitle={<FormattedMessage id="activity.empty" />}
        emptyHint={<FormattedMessage id="activity.emptyHint" />}
      >
        {(data, busy) => (
          <>
            <Stack
              gap="sm"
              component="ol"
              style={{ listStyle: 'none', padding: 0, margin: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}
              aria-busy={busy}
              data-testid="activity-list"
            >
              {data.items.map((entry) => (
                <AuditEntryCard key={entry.id} kind={entry.kind} entry={entry} record={<RecordLink entry={entry} />} />
              ))}
            </Stack>
            <ListPager
              page={data.page}
              pageCount={data.pageCount}
              pageSize={pageSize}
              total={data.total}
              shown={data.items.length}
              busy={busy}
              onPage={(next) => change({ page: next })}
              onPageSize={(size) => change({ pageSize: size })}
            />
          </>
        )}
      </PageQueryView>
    </Stack>
  );
}
