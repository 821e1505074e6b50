import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toAppError } from '../../../application/errors/app-error';
import { EmptyState, ErrorState, LoadingState } from '../async-view';
import { errorText } from '../error-text';
import { useAsync } from '../use-async';
import { downloadCsv } from '../csv/csv-file';
import { toListQuery, type ListSearch } from './list-search';
import { ListPager } from './list-pager';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import type { ListViewConfig } from './list-view.types';
import { useListSelection } from './use-list-selection';

/** Most rows one export asks the server for (the mock caps a page at the same number). */
export const EXPORT_LIMIT = 10_000;

export interface ListViewProps<T, S extends string, F extends string> {
  readonly config: ListViewConfig<T, S, F>;
  readonly search: ListSearch<S, F>;
  readonly onSearchChange: (next: ListSearch<S, F>) => void;
  /** Buttons beside export (new, import). */
  readonly actions?: ReactNode;
  readonly rowActions?: (row: T) => ReactNode;
  /** Bump to load the page again (after a delete or an import). */
  readonly reloadToken?: number;
}

/**
 * The shared list screen: search, filters, sortable headers, server-side paging, selection that
 * survives paging, CSV export of the filter or the selection, loading/empty/error states. Only one
 * page of rows is ever in the DOM.
 */
export function ListView<T, S extends string, F extends string>(props: ListViewProps<T, S, F>) {
  const { config, search, onSearchChange } = props;
  const intl = useIntl();
  const query = toListQuery(search, config.defaultSort);
  const state = useAsync((signal) => config.load(query, signal), [JSON.stringify(query), props.reloadToken ?? 0]);
  const selection = useListSelection(config.rowKey);
  const [exporting, setExporting] = useState(false);
  const data = state.data;

  const change = (patch: Partial<ListSearch<S, F>>) => onSearchChange({ ...search, page: undefined, ...patch });

  const exportRows = async (what: 'filtered' | 'selected') => {
    const stamp = new Date().toISOString().slice(0, 10);
    if (what === 'selected') {
      downloadCsv(`${config.id}-selected-${stamp}.csv`, [...selection.selected.values()], config.csvColumns);
      return;
    }
    setExporting(true);
    try {
      const all = await config.load({ ...query, page: 1, pageSize: EXPORT_LIMIT }, new AbortController().signal);
      downloadCsv(`${config.id}-${stamp}.csv`, all.items, config.csvColumns);
      if (all.total > all.items.length) {
        notifications.show({
          color: 'yellow',
          message: intl.formatMessage({ id: 'listView.exportTruncated' }, { count: all.items.length }),
        });
      }
    } catch (error) {
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: 'listView.exportFailed' }),
        message: errorText(intl, toAppError(error)),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md" data-testid={`${config.id}-list`}>
      <ListToolbar
        listId={config.id}
        text={search.q ?? ''}
        onText={(q) => change({ q: q || undefined })}
        filters={config.filters}
        values={search.filters ?? {}}
        onFilter={(name, value) =>
          change({ filters: { ...search.filters, [name]: value } as Partial<Record<F, string>> })
        }
        selectedCount={selection.selected.size}
        total={data?.total ?? 0}
        exporting={exporting}
        onExport={(what) => void exportRows(what)}
        onClearSelection={selection.clear}
        actions={props.actions}
      />
      {state.status === 'error' && state.error ? <ErrorState error={state.error} onRetry={state.reload} /> : null}
      {data === undefined ? (
        state.status === 'loading' ? (
          <LoadingState />
        ) : null
      ) : data.total === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'listView.empty' })}>
          {intl.formatMessage({ id: 'listView.emptyHint' })}
        </EmptyState>
      ) : (
        <>
          <ListTable
            listId={config.id}
            columns={config.columns}
            rows={data.items}
            sort={query.sort}
            onSort={(field) =>
              change({
                sort: field,
                dir: query.sort?.field === field && query.sort.direction === 'asc' ? 'desc' : 'asc',
              })
            }
            rowKey={config.rowKey}
            rowLabel={config.rowLabel}
            isSelected={(row) => selection.selected.has(config.rowKey(row))}
            onSelect={selection.toggle}
            onSelectPage={(on) => selection.togglePage(data.items, on)}
            rowActions={props.rowActions}
            busy={state.status === 'loading'}
          />
          <ListPager
            page={data.page}
            pageCount={data.pageCount}
            pageSize={query.pageSize}
            total={data.total}
            shown={data.items.length}
            busy={state.status === 'loading'}
            onPage={(page) => onSearchChange({ ...search, page })}
            onPageSize={(size) => change({ size })}
          />
        </>
      )}
    </Stack>
  );
}
