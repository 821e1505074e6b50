import { Group, Select, Text, TextInput, type TableProps } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DEMO_STATUSES, demoShipments, matchesText, type ShipmentColumn } from '../shared/demo-rows';
import { DemoSection, useT } from '../shared/demo-section';
import { Pager } from '../shared/pager';
import { SortHeader } from '../shared/sort-header';
import { ShipmentTable } from '../shared/shipment-table';
import { useRowSelection } from '../shared/use-row-selection';
import { useSortedShipments } from '../shared/use-sorted-shipments';
import { useDraft } from '../../../../components/demo/use-draft';

const ROWS = demoShipments(240);
const COLUMNS: readonly ShipmentColumn[] = [
  'reference',
  'customer',
  'origin',
  'destination',
  'weightKg',
  'status',
  'date',
];

const DATA_COLUMNS = ['reference', 'customer', 'origin', 'destination', 'status', 'date'] as const;

function usePagedRows(pageSize: number, filter: (row: (typeof ROWS)[number]) => boolean) {
  const { rows: filtered, sort, onSort } = useSortedShipments(ROWS, filter, { column: 'date', direction: 'desc' });
  // A page is picked for one filter and page size: when either changes, the table starts again at the first page.
  const [picked, setPicked] = useState({ page: 1, filter, pageSize });
  const page = picked.filter === filter && picked.pageSize === pageSize ? picked.page : 1;
  const setPage = (next: number) => setPicked({ page: next, filter, pageSize });
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pageCount);
  const rows = filtered.slice((current - 1) * pageSize, current * pageSize);
  return { rows, total: filtered.length, sort, onSort, page: current, setPage, pageCount };
}

function Footer({
  total,
  page,
  pageCount,
  setPage,
}: {
  total: number;
  page: number;
  pageCount: number;
  setPage: (p: number) => void;
}) {
  const t = useT();
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t('gallery.table.total', { total })}
      </Text>
      <Pager total={pageCount} value={page} onChange={setPage} size="sm" aria-label={t('gallery.table.pages')} />
    </Group>
  );
}

/**
 * A page of a sortable table (with a selection, rows and the page can be ticked), the "no rows" line when the
 * filter leaves none, then the count and the pager.
 */
function PagedTable({
  paged,
  columns,
  selection,
  minWidth,
  ...table
}: {
  paged: ReturnType<typeof usePagedRows>;
  columns: readonly ShipmentColumn[];
  selection?: ReturnType<typeof useRowSelection>;
  minWidth: number;
} & TableProps) {
  const t = useT();
  return (
    <>
      <ShipmentTable
        rows={paged.rows}
        columns={columns}
        header={(column) => <SortHeader key={column} column={column} sort={paged.sort} onSort={paged.onSort} />}
        minWidth={minWidth}
        markSelected
        {...(selection ? { selection } : {})}
        {...table}
      />
      {paged.total === 0 ? <Text>{t('gallery.table.empty')}</Text> : null}
      <Footer {...paged} />
    </>
  );
}

export function SortableTableDemo() {
  const t = useT();
  const { draft, text, set } = useDraft<{ customer: string; status: string | null }>({ customer: '', status: null });
  const { customer, status } = draft;
  const filter = useMemo(() => {
    const needle = customer.trim().toLowerCase();
    return (row: (typeof ROWS)[number]) =>
      row.customer.toLowerCase().includes(needle) && (!status || row.status === status);
  }, [customer, status]);
  const paged = usePagedRows(10, filter);
  return (
    <DemoSection titleId="gallery.table.sortable.section">
      <Group align="end">
        <TextInput label={t('gallery.table.filterCustomer')} {...text('customer')} />
        <Select
          label={t('gallery.table.filterStatus')}
          clearable
          value={status}
          onChange={(picked) => set('status', picked)}
          data={DEMO_STATUSES.map((s) => ({ value: s, label: t(`gallery.table.status.${s}`) }))}
        />
      </Group>
      <PagedTable paged={paged} columns={COLUMNS} minWidth={760} striped highlightOnHover />
    </DemoSection>
  );
}

export function DataTableDemo() {
  const t = useT();
  const { draft, text, choice } = useDraft({ search: '', pageSize: '10' });
  const selection = useRowSelection();
  const { selected } = selection;
  const filter = useMemo(() => {
    const needle = draft.search.trim().toLowerCase();
    return (row: (typeof ROWS)[number]) => matchesText(row, needle);
  }, [draft.search]);
  const paged = usePagedRows(Number(draft.pageSize), filter);
  return (
    <DemoSection titleId="gallery.table.data.section">
      <Group justify="space-between" align="end">
        <Select label={t('gallery.table.pageSize')} data={['10', '25', '50']} w={120} {...choice('pageSize')} />
        <TextInput label={t('gallery.table.search')} {...text('search')} />
      </Group>
      <Text size="sm" aria-live="polite">
        {t('gallery.table.selected', { count: selected.size })}
      </Text>
      <PagedTable paged={paged} columns={DATA_COLUMNS} selection={selection} minWidth={720} highlightOnHover />
    </DemoSection>
  );
}
