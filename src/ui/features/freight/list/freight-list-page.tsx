import { Button, Group, Menu, Pagination, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FreightAction } from '../../../../domain/freight/freight-lifecycle';
import {
  DEFAULT_FREIGHT_QUERY,
  type FreightListFilters,
  type FreightListQuery,
} from '../../../../domain/freight/freight-query';
import { useUseCases } from '../../../app-context';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-view';
import { notifyFailure } from '../../../components/notify-failure';
import { ButtonLink } from '../../../components/router-links';
import { useAsync } from '../../../components/use-async';
import { FreightFilters } from './freight-filters';
import { FreightTable } from './freight-table';

const BULK_ACTIONS: readonly FreightAction[] = ['book', 'depart', 'arrive', 'deliver', 'cancel'];
const PAGE_SIZES = ['25', '50', '100'];

/** The shipment list: server-side search, filters, sort and pages (one page of rows in the DOM). */
export function FreightListPage() {
  const { freight } = useUseCases();
  const intl = useIntl();
  const [text, setText] = useState('');
  const [debouncedText] = useDebouncedValue(text, 200);
  const [filters, setFilters] = useState<FreightListFilters>({});
  const [sort, setSort] = useState(DEFAULT_FREIGHT_QUERY.sort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_FREIGHT_QUERY.pageSize);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);

  const query: FreightListQuery = { text: debouncedText, filters, sort, page, pageSize };
  const list = useAsync((signal) => freight.list(query, signal), [JSON.stringify(query)]);
  const resetPage =
    <T,>(setter: (v: T) => void) =>
    (v: T) => {
      setter(v);
      setPage(1);
    };

  async function exportCsv() {
    setBusy(true);
    try {
      const { csv, count } = await freight.exportCsv({ ...query, page: 1 });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `shipments-${freight.today()}.csv`;
      link.click();
      URL.revokeObjectURL(url);
      notifications.show({
        closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
        color: 'green',
        message: intl.formatMessage({ id: 'freight.list.exported' }, { count }),
      });
    } catch (error) {
      notifyFailure(intl, error);
    } finally {
      setBusy(false);
    }
  }

  async function bulk(action: FreightAction) {
    setBusy(true);
    try {
      const result = await freight.changeStatusMany([...selected], action);
      notifications.show({
        closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
        color: result.refused.length > 0 ? 'yellow' : 'green',
        message: intl.formatMessage(
          { id: 'freight.list.bulkDone' },
          { updated: result.updated.length, refused: result.refused.length },
        ),
      });
      setSelected(new Set());
      list.reload();
    } catch (error) {
      notifyFailure(intl, error);
    } finally {
      setBusy(false);
    }
  }

  const select = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
    setSelected(next);
  };
  const data = list.data;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <FormattedMessage id="freight.list.title" />
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={exportCsv}
            loading={busy}
          >
            <FormattedMessage id="freight.list.export" />
          </Button>
          <ButtonLink to="/freight/new" leftSection={<IconPlus size={16} aria-hidden />}>
            <FormattedMessage id="freight.list.new" />
          </ButtonLink>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <TextInput
            aria-label={intl.formatMessage({ id: 'freight.list.search' })}
            placeholder={intl.formatMessage({ id: 'freight.list.search' })}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPage(1);
            }}
          />
          <FreightFilters value={filters} onChange={resetPage(setFilters)} />
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {data ? <FormattedMessage id="freight.list.total" values={{ total: data.total }} /> : null}
        </Text>
        {selected.size > 0 ? (
          <Menu>
            <Menu.Target>
              <Button variant="light" rightSection={<IconChevronDown size={14} aria-hidden />} loading={busy}>
                <FormattedMessage id="freight.list.bulkStatus" /> ·{' '}
                <FormattedMessage id="freight.list.selected" values={{ count: selected.size }} />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {BULK_ACTIONS.map((action) => (
                <Menu.Item key={action} onClick={() => void bulk(action)}>
                  <FormattedMessage id={`freight.action.${action}`} />
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {list.status === 'error' ? <ErrorState error={list.error} onRetry={list.reload} /> : null}
      {data === undefined && list.status === 'loading' ? <LoadingState /> : null}
      {data && data.total === 0 ? (
        <EmptyState title={<FormattedMessage id="freight.list.empty" />}>
          <FormattedMessage id="freight.list.emptyHint" />
        </EmptyState>
      ) : null}
      {data && data.total > 0 ? (
        <Paper
          withBorder
          style={{ opacity: list.status === 'loading' ? 0.6 : 1 }}
          aria-busy={list.status === 'loading'}
        >
          <FreightTable
            rows={data.items}
            sort={sort}
            onSort={resetPage(setSort)}
            selected={selected}
            onSelect={select}
          />
        </Paper>
      ) : null}
      {data && data.pageCount > 1 ? (
        <Group justify="space-between">
          <Pagination
            total={data.pageCount}
            value={data.page}
            onChange={setPage}
            siblings={1}
            boundaries={1}
            getItemProps={(n) => ({ 'aria-label': intl.formatMessage({ id: 'freight.list.page' }, { n }) })}
            getControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `freight.list.${control}` }) })}
          />
          <Select
            aria-label={intl.formatMessage({ id: 'freight.list.pageSize' })}
            data={PAGE_SIZES}
            value={String(pageSize)}
            onChange={(v) => resetPage(setPageSize)(Number(v ?? 25))}
            w={90}
            allowDeselect={false}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
