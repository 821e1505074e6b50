import { Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ListSort } from '../../../domain/shared/list-query';
import { PageCheckbox } from '../page-checkbox';
import type { ListColumn } from './list-view.types';

interface ListTableProps<T, S extends string> {
  readonly listId: string;
  readonly columns: readonly ListColumn<T, S>[];
  readonly rows: readonly T[];
  readonly sort: ListSort<S> | null;
  readonly onSort: (field: S) => void;
  readonly rowKey: (row: T) => string;
  readonly rowLabel: (row: T) => string;
  readonly isSelected: (row: T) => boolean;
  readonly onSelect: (row: T, on: boolean) => void;
  readonly onSelectPage: (on: boolean) => void;
  readonly rowActions?: ((row: T) => ReactNode) | undefined;
  readonly busy: boolean;
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconSelector;
  return <Icon size={14} aria-hidden />;
}

/** The page of rows: sortable headers (aria-sort), row checkboxes, actions; scrolls sideways on a phone. */
export function ListTable<T, S extends string>(props: ListTableProps<T, S>) {
  const intl = useIntl();
  const { columns, rows, sort } = props;
  const selectedOnPage = rows.filter(props.isSelected).length;
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" aria-busy={props.busy} data-testid={`${props.listId}-table`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <PageCheckbox
                label={intl.formatMessage({ id: 'listView.selectPage' })}
                rows={rows.length}
                selected={selectedOnPage}
                onChange={props.onSelectPage}
              />
            </Table.Th>
            {columns.map((column) => {
              const active = column.sortField !== undefined && sort?.field === column.sortField;
              const direction = active ? (sort?.direction ?? 'asc') : null;
              return (
                <Table.Th
                  key={column.key}
                  {...(column.wide ? { visibleFrom: 'sm' } : {})}
                  aria-sort={
                    column.sortField
                      ? direction === 'asc'
                        ? 'ascending'
                        : direction === 'desc'
                          ? 'descending'
                          : 'none'
                      : undefined
                  }
                >
                  {column.sortField ? (
                    <UnstyledButton onClick={() => props.onSort(column.sortField as S)} fw={600} fz="sm">
                      <Group gap={4} wrap="nowrap">
                        {column.label}
                        <SortIcon direction={direction} />
                      </Group>
                    </UnstyledButton>
                  ) : (
                    <Text fw={600} fz="sm">
                      {column.label}
                    </Text>
                  )}
                </Table.Th>
              );
            })}
            {props.rowActions ? (
              <Table.Th>
                <Text fw={600} fz="sm">
                  {intl.formatMessage({ id: 'listView.actions' })}
                </Text>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={props.rowKey(row)} data-testid="list-row">
              <Table.Td>
                <Checkbox
                  aria-label={intl.formatMessage({ id: 'listView.selectRow' }, { name: props.rowLabel(row) })}
                  checked={props.isSelected(row)}
                  onChange={(e) => props.onSelect(row, e.currentTarget.checked)}
                />
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.key} {...(column.wide ? { visibleFrom: 'sm' } : {})}>
                  {column.render(row)}
                </Table.Td>
              ))}
              {props.rowActions ? <Table.Td>{props.rowActions(row)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
