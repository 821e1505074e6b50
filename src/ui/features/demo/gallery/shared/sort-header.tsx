import { Table, UnstyledButton, Group } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ShipmentColumn, TableSort } from './demo-rows';
import { useT } from './demo-section';

/** A column header that sorts on click; aria-sort tells screen readers the current order. */
export function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: ShipmentColumn;
  sort: TableSort | null;
  onSort: (c: ShipmentColumn) => void;
}) {
  const t = useT();
  const active = sort?.column === column;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {t(`gallery.table.col.${column}`)}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
