import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { usePhone } from '../../../components/use-phone';
import { IconDownload, IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState, type ComponentProps } from 'react';
import type { FreightBulkMenu } from './freight-bulk-menu';
import { FormattedMessage, useIntl } from 'react-intl';
import { FREIGHT_CSV_COLUMNS } from '../../../../domain/freight/freight-csv';
import type { FreightListQuery } from '../../../../domain/freight/freight-query';
import type { FreightRow } from '../../../../domain/freight/freight-row';
import { useSession, useUseCases } from '../../../app-context';
import { ListPagePager } from '../../../components/list-view/list-pager';
import { ListSearchBox } from '../../../components/list-view/list-search-box';
import { useListPage } from '../../../components/list-view/use-list-page';
import { useListExport } from '../../../components/list-view/use-list-export';
import { onDemandPart, usePart } from '../../../components/on-demand';
import { wideScreen } from '../../../components/use-phone';
import { PageQueryView } from '../../../components/query-view';
import { SavedViewsBar } from '../../../components/saved-views/saved-views-bar';
import { useSavedViews } from '../../../components/saved-views/use-saved-views';
import { ButtonLink } from '../../../components/router-links';
import { freightQueries } from '../../../queries/freight.queries';
import { FreightCards } from './freight-cards';
import { FreightFilterChips } from './freight-filter-chips';
import { FreightFilters } from './freight-filters';
import { FREIGHT_LIST, type FreightListSearch } from './freight-list-spec';
import { FREIGHT_COLUMN_IDS } from './freight-columns';
import { SelectAllMatching } from './select-all-matching';
import { useMatchingSelection } from './use-matching-selection';
import type { ListPageProps } from '../../../components/list-view/use-list-route-search';
import { useRouteLoading } from '../../../components/use-route-loading';

const NO_ROWS: ReadonlyMap<string, FreightRow> = new Map();

// A wider screen shows the rows in a table (with its column hints), a phone in cards: the table's code is fetched as
// this module loads on a wider screen, alongside the list's data, and never on a phone.
const freightTable = onDemandPart(() => import('./freight-table').then((m) => m.FreightTable));
if (wideScreen()) freightTable.prefetch();

// The bulk menu (and its dialogs, with their date fields) comes with its code when rows are first selected.
const bulkMenu = onDemandPart(() => import('./freight-bulk-menu').then((m) => m.FreightBulkMenu));

function BulkMenu(props: ComponentProps<typeof FreightBulkMenu>) {
  const intl = useIntl();
  const Menu = usePart(bulkMenu, true);
  return Menu ? <Menu {...props} /> : <Loader size="sm" aria-label={intl.formatMessage({ id: 'common.loading' })} />;
}

/**
 * The shipment list: search, filters, sort, page and page size live in the URL (Back restores the
 * list, a copied link opens it); one page of rows in the DOM, cards on a phone.
 */
export function FreightListPage({ search, onSearchChange }: ListPageProps<FreightListSearch>) {
  const { freight } = useUseCases();
  const phone = usePhone();
  const navigating = useRouteLoading();
  const Table = usePart(freightTable, !phone);
  const list = useListPage({
    definition: FREIGHT_LIST,
    search,
    onSearchChange,
    pageQuery: (query) => freightQueries.rows(freight, query as FreightListQuery),
  });
  const session = useSession();
  const views = useSavedViews({ list: 'freight', search, onSearchChange, columnIds: FREIGHT_COLUMN_IDS });
  const intl = useIntl();
  const actor = { id: session?.userId ?? '', name: session?.name ?? '', role: session?.role ?? 'user' };
  // The selected shipments as they were listed, so the bulk menu can offer what applies to them. A selection
  // belongs to the list it was made on: another search, filter, sort or page starts with none, so a bulk change
  // never acts on rows no longer on screen.
  const listKey = JSON.stringify(search);
  const [selection, setSelection] = useState<{ key: string; rows: ReadonlyMap<string, FreightRow> }>({
    key: listKey,
    rows: new Map(),
  });
  if (selection.key !== listKey) setSelection({ key: listKey, rows: new Map() });
  const picked: ReadonlyMap<string, FreightRow> = selection.key === listKey ? selection.rows : NO_ROWS;
  const selected: ReadonlySet<string> = useMemo(() => new Set(picked.keys()), [picked]);
  const matching = useMatchingSelection(listKey, list.query as FreightListQuery);
  // Every shipment of the current filter and sort, in the list's columns, as CSV or as an Excel workbook.
  const exporter = useListExport({
    id: 'shipments',
    columns: FREIGHT_CSV_COLUMNS,
    fetchPage: (page, pageSize) => freight.list({ ...(list.query as FreightListQuery), page, pageSize }),
  });

  const { data } = list.page;
  const clearMatching = matching.clear;
  // The same function while the list and its rows stay the same, so the rows (memoised) are not built again when
  // something else on the page changes (the saved views arriving, the export's progress).
  const select = useCallback(
    (ids: readonly string[], on: boolean) => {
      setSelection((current) => {
        const next = new Map(current.key === listKey ? current.rows : NO_ROWS);
        ids.forEach((id) => {
          const row = data?.items.find((r) => r.id === id);
          if (on && row) next.set(id, row);
          else next.delete(id);
        });
        return { key: listKey, rows: next };
      });
      clearMatching();
    },
    [listKey, data, clearMatching],
  );
  const clearSelection = () => {
    setSelection({ key: listKey, rows: NO_ROWS });
    matching.clear();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <FormattedMessage id="freight.list.title" />
        </Title>
        <Group gap="xs">
          <SavedViewsBar
            views={views}
            columnLabels={Object.fromEntries(
              FREIGHT_COLUMN_IDS.map((id) => [id, intl.formatMessage({ id: `freight.col.${id}` })]),
            )}
          />
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              leftSection={
                format === 'csv' ? (
                  <IconDownload size={16} aria-hidden />
                ) : (
                  <IconFileSpreadsheet size={16} aria-hidden />
                )
              }
              onClick={() => void exporter.run(format)}
              loading={exporter.exporting}
            >
              <FormattedMessage id={format === 'csv' ? 'freight.list.export' : 'listView.exportXlsx'} />
            </Button>
          ))}
          <ButtonLink
            to="/freight/new"
            leftSection={<IconPlus size={16} aria-hidden />}
            data-shortcut="new-record"
            aria-keyshortcuts="N"
          >
            <FormattedMessage id="freight.list.new" />
          </ButtonLink>
        </Group>
      </Group>
      {exporter.progress}
      <Paper withBorder p="md">
        <Stack gap="sm">
          <ListSearchBox
            aria-label={intl.formatMessage({ id: 'freight.list.search' })}
            placeholder={intl.formatMessage({ id: 'freight.list.search' })}
            text={search.q ?? ''}
            onText={(q) => list.change({ q })}
          />
          <FreightFilters search={search} onChange={list.change} />
          <FreightFilterChips
            party={search.party}
            product={search.product}
            onRemove={(key) => list.change({ [key]: undefined })}
          />
        </Stack>
      </Paper>
      <Group justify="space-between" mih={36}>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="freight-total">
          {data ? <FormattedMessage id="freight.list.total" values={{ total: data.total }} /> : null}
        </Text>
        {selected.size > 0 ? (
          <BulkMenu selected={[...picked.values()]} matchingIds={matching.ids} actor={actor} onDone={clearSelection} />
        ) : null}
      </Group>
      {data ? (
        <SelectAllMatching
          pageRows={data.items.length}
          selectedRows={selected.size}
          total={data.total}
          matching={matching}
          onClear={clearSelection}
        />
      ) : null}
      <PageQueryView
        query={list.page}
        navigating={navigating}
        emptyTitle={<FormattedMessage id="freight.list.empty" />}
        emptyHint={<FormattedMessage id="freight.list.emptyHint" />}
        placeholderRows={list.query.pageSize}
      >
        {(data, busy) => (
          <>
            <Paper withBorder={!phone} style={{ opacity: list.page.isPlaceholderData ? 0.6 : 1 }} aria-busy={busy}>
              {phone ? (
                <FreightCards rows={data.items} selected={selected} onSelect={select} />
              ) : !Table ? (
                <Loader size="sm" m="md" aria-label={intl.formatMessage({ id: 'common.loading' })} />
              ) : (
                <Table
                  rows={data.items}
                  sort={list.query.sort}
                  onSort={list.toggleSort}
                  selected={selected}
                  onSelect={select}
                  columns={views.visibleColumns}
                />
              )}
            </Paper>
            <ListPagePager data={data} list={list} busy={busy} />
          </>
        )}
      </PageQueryView>
    </Stack>
  );
}
