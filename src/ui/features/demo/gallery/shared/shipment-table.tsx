import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DemoShipment, ShipmentColumn } from './demo-rows';
import { SelectPageHeader, SelectRowCell, ShipmentCells } from './shipment-cells';
import type { useRowSelection } from './use-row-selection';

interface Props extends TableProps {
  readonly rows: readonly DemoShipment[];
  readonly columns: readonly ShipmentColumn[];
  /** A column's heading cell (plain or sortable). */
  readonly header: (column: ShipmentColumn) => ReactNode;
  readonly minWidth: number;
  /** With a selection, each row and the page get a checkbox. */
  readonly selection?: ReturnType<typeof useRowSelection>;
  /** Tints the ticked rows. */
  readonly markSelected?: boolean;
}

/** The gallery's shipment tables: headings, then a row of cells per shipment, optionally tickable. */
export function ShipmentTable({ rows, columns, header, minWidth, selection, markSelected, ...table }: Props) {
  const tinted = (id: number) => markSelected && selection?.selected.has(id);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...table}>
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <SelectPageHeader rows={rows} selected={selection.selected} onToggle={selection.toggle} />
            ) : null}
            {columns.map(header)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} bg={tinted(row.id) ? 'var(--mantine-primary-color-light)' : undefined}>
              {selection ? <SelectRowCell row={row} selected={selection.selected} onToggle={selection.toggle} /> : null}
              <ShipmentCells row={row} columns={columns} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
