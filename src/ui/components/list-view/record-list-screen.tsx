import { Button, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CsvImportSpec } from '../csv/csv-import';
import { useCsvImport } from '../csv/use-csv-import';
import { ListView, type ListViewProps } from './list-view';
import type { ListFilterSchema } from './list-search';
import type { ListViewConfig } from './list-view.types';
import { RecordRowActions } from './record-row-actions';
import { useRowRemoval, type RowRemovalOptions } from './row-removal';

type LinkRenderer = (props: Record<string, unknown>) => ReactNode;

/**
 * A master-data list as configuration: the list, and what its "New", edit, delete and import need. Rows are named
 * by `rowLabel` and removed by `rowKey`; the texts are the catalogue's `<id>.title`, `<id>.new`, `<id>.editRow`,
 * `<id>.deleteRow` and `<id>.importTitle`.
 */
export interface RecordListConfig<
  T,
  S extends string,
  F extends Readonly<Record<string, ListFilterSchema>>,
  R,
> extends ListViewConfig<T, S, F> {
  /** The "New …" button's link and a row's edit link (the feature knows its routes). */
  readonly newLink: LinkRenderer;
  readonly editLink: (row: T) => LinkRenderer;
  readonly removal: Pick<RowRemovalOptions<T, void>, 'mutation' | 'usage'>;
  readonly csvImport: {
    readonly spec: CsvImportSpec<R>;
    readonly mutation: Parameters<typeof useCsvImport<R>>[0]['mutation'];
  };
}

export interface RecordListScreenProps<
  T,
  S extends string,
  F extends Readonly<Record<string, ListFilterSchema>>,
  R,
> extends Omit<ListViewProps<T, S, F>, 'config' | 'actions' | 'rowActions'> {
  readonly config: RecordListConfig<T, S, F, R>;
}

/**
 * A master-data list screen (products, contacts): the shared list with "New", CSV import, and per row an edit link
 * and a delete that asks first and explains a refusal because shipments use the record.
 */
export function RecordListScreen<T, S extends string, F extends Readonly<Record<string, ListFilterSchema>>, R>(
  props: RecordListScreenProps<T, S, F, R>,
) {
  const { config, search, onSearchChange } = props;
  const intl = useIntl();
  const text = (key: string, row?: T) =>
    intl.formatMessage({ id: `${config.id}.${key}` }, row === undefined ? undefined : { name: config.rowLabel(row) });
  const removal = useRowRemoval<T>({ ...config.removal, idOf: config.rowKey, nameOf: config.rowLabel });
  const csvImport = useCsvImport<R>({ ...config.csvImport, title: text('importTitle') });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {text('title')}
      </Title>
      <ListView
        config={config}
        search={search}
        onSearchChange={onSearchChange}
        actions={
          <>
            {csvImport.button}
            <Button
              renderRoot={config.newLink}
              leftSection={<IconPlus size={16} aria-hidden />}
              data-shortcut="new-record"
              aria-keyshortcuts="N"
            >
              {text('new')}
            </Button>
          </>
        }
        rowActions={(record) => (
          <RecordRowActions
            editLabel={text('editRow', record)}
            deleteLabel={text('deleteRow', record)}
            renderEditLink={config.editLink(record)}
            onDelete={() => removal.ask(record)}
          />
        )}
      />
      {removal.dialog}
      {csvImport.dialog}
    </Stack>
  );
}
