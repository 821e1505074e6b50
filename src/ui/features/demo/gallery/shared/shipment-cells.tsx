import { Badge, Checkbox, Table } from '@mantine/core';
import { FormattedNumber } from 'react-intl';
import type { DemoShipment, ShipmentColumn } from './demo-rows';
import { useT } from './demo-section';
import { PageCheckbox } from '../../../../components/page-checkbox';
import { StatusBadge } from './status-badge';

/** A column of a demo shipment table; `modeBadge` shows the transport mode as a badge. */
export type ShipmentCell = ShipmentColumn | 'modeBadge';

/** One row's cells, in the order of `columns`: the same rendering of each column on every gallery table. */
export function ShipmentCells({ row, columns }: { row: DemoShipment; columns: readonly ShipmentCell[] }) {
  const t = useT();
  const content = (column: ShipmentCell) => {
    switch (column) {
      case 'mode':
        return t(`gallery.table.mode.${row.mode}`);
      case 'modeBadge':
        return <Badge variant="outline">{t(`gallery.table.mode.${row.mode}`)}</Badge>;
      case 'weightKg':
        return <FormattedNumber value={row.weightKg} />;
      case 'status':
        return <StatusBadge status={row.status} />;
      default:
        return row[column];
    }
  };
  return columns.map((column) => (
    <Table.Td key={column} {...(column === 'weightKg' ? { ta: 'right' as const } : {})}>
      {content(column)}
    </Table.Td>
  ));
}

interface Selection {
  readonly selected: ReadonlySet<number>;
  onToggle(ids: readonly number[], on: boolean): void;
}

/** The header checkbox that selects (or clears) every row on the page. */
export function SelectPageHeader({ rows, selected, onToggle }: Selection & { rows: readonly DemoShipment[] }) {
  const t = useT();
  return (
    <Table.Th w={40}>
      <PageCheckbox
        label={t('gallery.table.selectPage')}
        rows={rows.length}
        selected={rows.filter((r) => selected.has(r.id)).length}
        onChange={(on) =>
          onToggle(
            rows.map((r) => r.id),
            on,
          )
        }
      />
    </Table.Th>
  );
}

/** A row's own checkbox, named after its reference. */
export function SelectRowCell({ row, selected, onToggle }: Selection & { row: DemoShipment }) {
  const t = useT();
  return (
    <Table.Td>
      <Checkbox
        aria-label={t('gallery.table.selectRow', { reference: row.reference })}
        checked={selected.has(row.id)}
        onChange={(e) => onToggle([row.id], e.currentTarget.checked)}
      />
    </Table.Td>
  );
}
