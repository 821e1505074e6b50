import { useMemo, useState } from 'react';
import { nextSort, sortShipments, type DemoShipment, type ShipmentColumn, type TableSort } from './demo-rows';

/** The rows `filter` keeps, sorted by the column header last clicked (clicking it again reverses the order). */
export function useSortedShipments(
  all: readonly DemoShipment[],
  filter: (row: DemoShipment) => boolean,
  initialSort: TableSort | null,
) {
  const [sort, setSort] = useState<TableSort | null>(initialSort);
  const rows = useMemo(() => sortShipments(all.filter(filter), sort), [all, filter, sort]);
  const onSort = (column: ShipmentColumn) => setSort((s) => nextSort(s, column));
  return { rows, sort, onSort };
}
