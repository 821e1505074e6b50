import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import Papa from 'papaparse';
import { useState } from 'react';
import { demoShipments, type DemoShipment } from '../shared/demo-rows';
import { ChoiceControl } from '../shared/choice-control';
import { DemoSection, sectionDemo, useT } from '../shared/demo-section';
import { Pager } from '../shared/pager';
import { downloadText } from '../../../../components/csv/csv-file';
import { ShipmentTable } from '../shared/shipment-table';
import { useRowSelection } from '../shared/use-row-selection';

const ROWS = demoShipments(60, 11);
const PAGE = 10;
const FORMATS = { csv: 'CSV', json: 'JSON' } as const;
type Format = keyof typeof FORMATS;

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
      <ChoiceControl label={t('gallery.files.format')} value={format} onChange={setFormat} choices={FORMATS} />
      <Button leftSection={<IconDownload size={16} />} disabled={disabled} onClick={() => onExport(name, format)}>
        {t('gallery.files.export')}
      </Button>
    </Group>
  );
}

const COLUMNS = ['reference', 'customer', 'origin', 'destination', 'status'] as const;

/** A page of the shipments with its pager; with a selection, each row (and the page) can be ticked. */
function PagedShipmentTable({ selection }: { selection?: ReturnType<typeof useRowSelection> }) {
  const t = useT();
  const { rows, ...paged } = usePage();
  return (
    <>
      <ShipmentTable
        rows={rows}
        columns={COLUMNS}
        header={(c) => <Table.Th key={c}>{t(`gallery.table.col.${c}`)}</Table.Th>}
        minWidth={620}
        striped
        {...(selection ? { selection } : {})}
      />
      <Pager
        total={paged.total}
        value={paged.page}
        onChange={paged.setPage}
        size="sm"
        aria-label={t('gallery.table.pages')}
      />
    </>
  );
}

function usePage() {
  const [page, setPage] = useState(1);
  return { page, setPage, rows: ROWS.slice((page - 1) * PAGE, page * PAGE), total: Math.ceil(ROWS.length / PAGE) };
}

export const ExportDemo = sectionDemo('gallery.files.exportAll', (t) => (
  <>
    <ExportControls onExport={(name, format) => exportRows(ROWS, name, format)} />
    <Text size="sm" c="dimmed">
      {t('gallery.files.exportHint', { count: ROWS.length })}
    </Text>
    <PagedShipmentTable />
  </>
));

export function ExportSelectedDemo() {
  const t = useT();
  const selection = useRowSelection();
  const { selected } = selection;
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
      <PagedShipmentTable selection={selection} />
    </DemoSection>
  );
}
