import { Button, Checkbox, Group, SegmentedControl, Table, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import Papa from 'papaparse';
import { useState } from 'react';
import { demoShipments, type DemoShipment } from '../shared/demo-rows';
import { DemoSection, useT } from '../shared/demo-section';
import { Pager } from '../shared/pager';
import { downloadText } from '../shared/download';
import { StatusBadge } from '../shared/status-badge';

const ROWS = demoShipments(60, 11);
const PAGE = 10;
type Format = 'csv' | 'json';

function exportRows(rows: readonly DemoShipment[], name: string, format: Format) {
  const base = name.trim() || 'shipments';
  if (format === 'json') downloadText(`${base}.json`, JSON.stringify(rows, null, 2), 'application/json');
  else downloadText(`${base}.csv`, Papa.unparse(rows as DemoShipment[]), 'text/csv;charset=utf-8');
}

function ExportControls({
  onExport,
  disabled,
}: {
  onExport: (name: string, format: Format) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const [name, setName] = useState('shipments');
  const [format, setFormat] = useState<Format>('csv');
  return (
    <Group align="end">
      <TextInput label={t('gallery.files.fileName')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <SegmentedControl
        aria-label={t('gallery.files.format')}
        value={format}
        onChange={(v) => setFormat(v as Format)}
        data={[
          { value: 'csv', label: 'CSV' },
          { value: 'json', label: 'JSON' },
        ]}
      />
      <Button leftSection={<IconDownload size={16} />} disabled={disabled} onClick={() => onExport(name, format)}>
        {t('gallery.files.export')}
      </Button>
    </Group>
  );
}

function ShipmentTable({
  rows,
  selected,
  onToggle,
}: {
  rows: readonly DemoShipment[];
  selected?: ReadonlySet<number>;
  onToggle?: (ids: number[], on: boolean) => void;
}) {
  const t = useT();
  const allOn = !!selected && rows.every((r) => selected.has(r.id));
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {selected && onToggle ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('gallery.table.selectPage')}
                  checked={allOn}
                  onChange={(e) =>
                    onToggle(
                      rows.map((r) => r.id),
                      e.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
            ) : null}
            {(['reference', 'customer', 'origin', 'destination', 'status'] as const).map((c) => (
              <Table.Th key={c}>{t(`gallery.table.col.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {selected && onToggle ? (
                <Table.Td>
                  <Checkbox
                    aria-label={t('gallery.table.selectRow', { reference: row.reference })}
                    checked={selected.has(row.id)}
                    onChange={(e) => onToggle([row.id], e.currentTarget.checked)}
                  />
                </Table.Td>
              ) : null}
              <Table.Td>{row.reference}</Table.Td>
              <Table.Td>{row.customer}</Table.Td>
              <Table.Td>{row.origin}</Table.Td>
              <Table.Td>{row.destination}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function usePage() {
  const [page, setPage] = useState(1);
  return { page, setPage, rows: ROWS.slice((page - 1) * PAGE, page * PAGE), total: Math.ceil(ROWS.length / PAGE) };
}

export function ExportDemo() {
  const t = useT();
  const paged = usePage();
  return (
    <DemoSection titleId="gallery.files.exportAll">
      <ExportControls onExport={(name, format) => exportRows(ROWS, name, format)} />
      <Text size="sm" c="dimmed">
        {t('gallery.files.exportHint', { count: ROWS.length })}
      </Text>
      <ShipmentTable rows={paged.rows} />
      <Pager
        total={paged.total}
        value={paged.page}
        onChange={paged.setPage}
        size="sm"
        aria-label={t('gallery.table.pages')}
      />
    </DemoSection>
  );
}

export function ExportSelectedDemo() {
  const t = useT();
  const paged = usePage();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  return (
    <DemoSection titleId="gallery.files.exportPicked">
      <ExportControls
        disabled={selected.size === 0}
        onExport={(name, format) =>
          exportRows(
            ROWS.filter((r) => selected.has(r.id)),
            name,
            format,
          )
        }
      />
      <Text size="sm" aria-live="polite">
        {t('gallery.table.selected', { count: selected.size })}
      </Text>
      <ShipmentTable rows={paged.rows} selected={selected} onToggle={toggle} />
      <Pager
        total={paged.total}
        value={paged.page}
        onChange={paged.setPage}
        size="sm"
        aria-label={t('gallery.table.pages')}
      />
    </DemoSection>
  );
}
