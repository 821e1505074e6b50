import { Box, Group, Table, Text, TextInput } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { demoShipments, matchesText, type DemoShipment, type ShipmentColumn } from '../shared/demo-rows';
import { DemoSection, useT } from '../shared/demo-section';
import { SortHeader } from '../shared/sort-header';
import { ShipmentCells } from '../shared/shipment-cells';
import { useSortedShipments } from '../shared/use-sorted-shipments';

const ROWS = demoShipments(10_000, 99);
const COLUMNS: readonly ShipmentColumn[] = [
  'reference',
  'customer',
  'origin',
  'destination',
  'mode',
  'weightKg',
  'status',
  'date',
];
const ROW_HEIGHT = 41;

/** Ten thousand rows, but only the visible ones (plus a few) are in the DOM. */
export function VirtualTableDemo() {
  const t = useT();
  const [text, setText] = useState('');
  const needle = useDeferredValue(text.trim().toLowerCase());
  const filter = useMemo(() => (row: DemoShipment) => matchesText(row, needle), [needle]);
  const { rows, sort, onSort } = useSortedShipments(ROWS, filter, null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <DemoSection titleId="gallery.table.virtual.section">
      <Group justify="space-between" align="end">
        <TextInput label={t('gallery.table.search')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('gallery.table.total', { total: rows.length })}
        </Text>
      </Group>
      <Box
        ref={scrollRef}
        h={480}
        style={{ overflow: 'auto' }}
        tabIndex={0}
        aria-label={t('gallery.table.virtual.scroll')}
        role="region"
      >
        <Table stickyHeader highlightOnHover miw={900} aria-rowcount={rows.length + 1}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <SortHeader key={column} column={column} sort={sort} onSort={onSort} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {top > 0 ? <tr aria-hidden style={{ height: top }} /> : null}
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <Table.Tr key={row.id} h={ROW_HEIGHT} aria-rowindex={item.index + 2}>
                  <ShipmentCells row={row} columns={COLUMNS} />
                </Table.Tr>
              );
            })}
            {bottom > 0 ? <tr aria-hidden style={{ height: bottom }} /> : null}
          </Table.Tbody>
        </Table>
      </Box>
    </DemoSection>
  );
}
