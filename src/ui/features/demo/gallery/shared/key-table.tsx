import { Code, Table, type TableProps, type TableScrollContainerProps } from '@mantine/core';
import { Fragment, type ReactElement } from 'react';

/**
 * A table with a row per key (the key shown as code in the first column, headed `keyLabel`) and a column per entry
 * of `columns`: `heading` gives a column's `Table.Th`, `cell` the `Table.Td` where a key meets a column.
 */
export function KeyTable<K extends string, C extends string>({
  keyLabel,
  keys,
  columns,
  heading,
  cell,
  scroll,
  ...table
}: {
  keyLabel: string;
  keys: readonly K[];
  columns: readonly C[];
  heading: (column: C) => ReactElement;
  cell: (key: K, column: C) => ReactElement;
  scroll: Omit<TableScrollContainerProps, 'children'>;
} & Omit<TableProps, 'children'>) {
  return (
    <Table.ScrollContainer {...scroll}>
      <Table striped {...table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{keyLabel}</Table.Th>
            {columns.map((column) => (
              <Fragment key={column}>{heading(column)}</Fragment>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Code>{key}</Code>
              </Table.Td>
              {columns.map((column) => (
                <Fragment key={column}>{cell(key, column)}</Fragment>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
