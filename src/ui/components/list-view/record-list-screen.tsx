import { Button, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CsvImportSpec } from '../csv/csv-import';
import { useCsvImport } from '../csv/use-csv-import';
import { ListView, type ListViewProps } from './list-view';
import type { ListFilterSchema } from './list-search';
import { RecordRowActions } from './record-row-actions';
import { useRowRemoval, type RowRemovalOptions } from './row-removal';

type LinkRenderer = (props: Record<string, unknown>) => ReactNode;

export interface RecordListScreenProps<
  T,
  S extends string,
  F extends Readonly<Record<string, ListFilterSchema>>,
  R,
> extends Omit<ListViewProps<T, S, F>, 'actions' | 'rowActions'> {
  readonly title: string;
  /** The "New …" button: its text and its link (the feature knows its route). */
  readonly create: { readonly label: string; readonly renderLink: LinkRenderer };
  readonly row: {
    readonly editLabel: (row: T) => string;
    readonly deleteLabel: (row: T) => string;
    readonly renderEditLink: (row: T) => LinkRenderer;
  };
  readonly removal: RowRemovalOptions<T, void>;
  readonly csvImport: {
    readonly title: string;
    readonly spec: CsvImportSpec<R>;
    readonly mutation: Parameters<typeof useCsvImport<R>>[0]['mutation'];
  };
}

/**
 * A master-data list screen (products, contacts): the shared list with "New", CSV import, and per row an edit link
 * and a delete that asks first and explains a refusal because shipments use the record.
 */
export function RecordListScreen<T, S extends string, F extends Readonly<Record<string, ListFilterSchema>>, R>(
  props: RecordListScreenProps<T, S, F, R>,
) {
  const { title, create, row, config, search, onSearchChange } = props;
  const removal = useRowRemoval<T>(props.removal);
  const csvImport = useCsvImport<R>(props.csvImport);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <ListView
        config={config}
        search={search}
        onSearchChange={onSearchChange}
        actions={
          <>
            {csvImport.button}
            <Button
              renderRoot={create.renderLink}
              leftSection={<IconPlus size={16} aria-hidden />}
              data-shortcut="new-record"
              aria-keyshortcuts="N"
            >
              {create.label}
            </Button>
          </>
        }
        rowActions={(record) => (
          <RecordRowActions
            editLabel={row.editLabel(record)}
            deleteLabel={row.deleteLabel(record)}
            renderEditLink={row.renderEditLink(record)}
            onDelete={() => removal.ask(record)}
          />
        )}
      />
      {removal.dialog}
      {csvImport.dialog}
    </Stack>
  );
}
