import { Group, Switch, Table } from '@mantine/core';
import { useState } from 'react';
import { demoShipments } from '../shared/demo-rows';
import { DemoSection, useT } from '../shared/demo-section';
import { ShipmentCells } from '../shared/shipment-cells';

const ROWS = demoShipments(6, 7);
const CELLS = ['reference', 'customer', 'origin', 'destination', 'modeBadge', 'status'] as const;
/** The switches that change how the table looks, each named by its label's key. */
const LOOK_SWITCHES = ['striped', 'hover', 'bordered', 'compact'] as const;
type TableLook = Record<(typeof LOOK_SWITCHES)[number], boolean>;

export function BasicTableDemo() {
  const t = useT();
  const [look, setLook] = useState<TableLook>({ striped: true, hover: true, bordered: false, compact: false });
  return (
    <DemoSection titleId="gallery.table.basic.section">
      <Group>
        {LOOK_SWITCHES.map((key) => (
          <Switch
            key={key}
            label={t(`gallery.table.basic.${key}`)}
            checked={look[key]}
            onChange={(e) => setLook({ ...look, [key]: e.currentTarget.checked })}
          />
        ))}
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table
          striped={look.striped}
          highlightOnHover={look.hover}
          withTableBorder={look.bordered}
          withColumnBorders={look.bordered}
          verticalSpacing={look.compact ? 4 : 'sm'}
        >
          <Table.Caption>{t('gallery.table.basic.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {(['reference', 'customer', 'origin', 'destination', 'mode', 'status'] as const).map((column) => (
                <Table.Th key={column}>{t(`gallery.table.col.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROWS.map((row) => (
              <Table.Tr key={row.id}>
                <ShipmentCells row={row} columns={CELLS} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DemoSection>
  );
}
