import { Group, Switch, Table } from '@mantine/core';
import { useState } from 'react';
import { demoShipments } from '../shared/demo-rows';
import { DemoSection, useT } from '../shared/demo-section';
import { ShipmentCells } from '../shared/shipment-cells';

const ROWS = demoShipments(6, 7);
const CELLS = ['reference', 'customer', 'origin', 'destination', 'modeBadge', 'status'] as const;

export function BasicTableDemo() {
  const t = useT();
  const [striped, setStriped] = useState(true);
  const [hover, setHover] = useState(true);
  const [bordered, setBordered] = useState(false);
  const [compact, setCompact] = useState(false);
  return (
    <DemoSection titleId="gallery.table.basic.section">
      <Group>
        <Switch
          label={t('gallery.table.basic.striped')}
          checked={striped}
          onChange={(e) => setStriped(e.currentTarget.checked)}
        />
        <Switch
          label={t('gallery.table.basic.hover')}
          checked={hover}
          onChange={(e) => setHover(e.currentTarget.checked)}
        />
        <Switch
          label={t('gallery.table.basic.bordered')}
          checked={bordered}
          onChange={(e) => setBordered(e.currentTarget.checked)}
        />
        <Switch
          label={t('gallery.table.basic.compact')}
          checked={compact}
          onChange={(e) => setCompact(e.currentTarget.checked)}
        />
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table
          striped={striped}
          highlightOnHover={hover}
          withTableBorder={bordered}
          withColumnBorders={bordered}
          verticalSpacing={compact ? 4 : 'sm'}
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
