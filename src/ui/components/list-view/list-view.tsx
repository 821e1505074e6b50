import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageQueryView } from '../query-view';
import { SavedViewsBar } from '../saved-views/saved-views-bar';
import { useSavedViews } from '../saved-views/use-saved-views';
import type { ListFilterSchema, ListSearch } from './list-search';
import { ListPagePager } from './list-pager';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import type { ListViewConfig } from './list-view.types';
import { useListPage } from './use-list-page';
import { useListExport } from './use-list-export';
import { useListSelection } from './use-list-selection';
import { useRouteLoading } from '../use-route-loading';

export interface ListViewProps<T, S extends string, F extends Readonly<Record<string, ListFilterSchema>>> {
  readonly config: ListViewConfig<T, S, F>;
  readonly search: ListSearch<S, F>;
  readonly onSearchChange: (next: ListSearch<S, F>) => void;
  /** Buttons beside export (new, import). */
  readonly actions?: ReactNode;
  readonly rowActions?: (row: T) => ReactNode;
}

/**
 * The shared list screen: search, filters, sortable headers, server-side paging (all of it in the
 * URL), selection that survives paging, CSV and Excel export of the filter or the selection,
 * loading/empty/error states. Only one page of rows is ever in the DOM.
 */
export function ListView<T, S extends string, F extends Readonly<Record<string, ListFilterSchema>>>(
  props: ListViewProps<T, S, F>,
) {
  const { config, search } = props;
  const intl = useIntl();
  const navigating = useRouteLoading();
  const queryClient = useQueryClient();
  const list = useListPage({
    definition: config.definition,
    search,
    onSearchChange: props.onSearchChange,
    pageQuery: config.pageQuery,
  });
  const views = useSavedViews({
    list: config.id,
    search,
    onSearchChange: props.onSearchChange,
    columnIds: config.columns.map((c) => c.key),
  });
  const columns = views.visibleColumns.flatMap((key) => config.columns.filter((c) => c.key === key));
  const selection = useListSelection(config.rowKey);
  const exporter = useListExport({
    id: config.id,
    columns: config.csvColumns,
    fetchPage: (page, pageSize) =>
      queryClient.fetchQuery({
        ...config.pageQuery({ ...list.query, page, pageSize }),
        staleTime: 0,
        gcTime: 0,
      }),
  });
  const data = list.page.data;

  const values = Object.fromEntries(
    config.filters.map((f) => [f.name, (search as Record<string, unknown>)[f.name]]),
  ) as Partial<Record<keyof F & string, string>>;

  return (
    <Stack gap="md" data-testid={`${config.id}-list`}>
      <ListToolbar
        listId={config.id}
        text={search.q ?? ''}
        onText={(q) => list.change({ q: q || undefined } as Partial<ListSearch<S, F>>)}
        filters={config.filters}
        values={values}
        onFilter={(name, value) => list.change({ [name]: value } as Partial<ListSearch<S, F>>)}
        selectedCount={selection.selected.size}
        total={data?.total ?? 0}
        exporting={exporter.exporting}
        onExport={(format, what) =>
          void exporter.run(format, what === 'selected' ? [...selection.selected.values()] : undefined)
        }
        onClearSelection={selection.clear}
        actions={
          <>
            <SavedViewsBar
              views={views}
              columnLabels={Object.fromEntries(config.columns.map((c) => [c.key, c.label]))}
            />
            {props.actions}
          </>
        }
      />
      {exporter.progress}
      <PageQueryView
        query={list.page}
        navigating={navigating}
        emptyTitle={intl.formatMessage({ id: 'listView.empty' })}
        emptyHint={intl.formatMessage({ id: 'listView.emptyHint' })}
        placeholderRows={list.query.pageSize}
      >
        {(data, busy) => (
          <>
            <ListTable
              listId={config.id}
              columns={columns}
              rows={data.items}
              sort={list.query.sort}
              onSort={list.toggleSort}
              rowKey={config.rowKey}
              rowLabel={config.rowLabel}
              isSelected={(row) => selection.selected.has(config.rowKey(row))}
              onSelect={selection.toggle}
              onSelectPage={(on) => selection.togglePage(data.items, on)}
              rowActions={props.rowActions}
              busy={busy}
            />
            <ListPagePager data={data} list={list} busy={busy} />
          </>
        )}
      </PageQueryView>
    </Stack>
  );
}
