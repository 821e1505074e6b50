import { Box, Checkbox, Table, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FreightSortField } from '../../../../domain/freight/freight-sort-fields';
import type { FreightRow } from '../../../../domain/freight/freight-row';
import type { ListSort } from '../../../../domain/shared/list-query';
import { countryName, formatDate, formatMoney } from '../../../components/format-freight';
import { FreightStatusBadge } from '../../../components/freight-status-badge';
import { AnchorLink } from '../../../components/router-links';
import { FREIGHT_COLUMN_IDS, type FreightColumnId } from './freight-columns';

interface Column {
  readonly id: string;
  readonly sort?: FreightSortField;
  readonly cell: (r: FreightRow, tag: string) => ReactNode;
  readonly nowrap?: boolean;
  readonly align?: 'right';
  /** Shown only on wide screens. */
  readonly wide?: boolean;
  /** The column's sort order needs explaining: `freight.col.<id>.hint` says how it sorts. */
  readonly hint?: boolean;
}

/** How each column shows a shipment. Columns a 1280 px screen has no room for appear from `xl` up; the declared value always shows. */
const COLUMN_SPECS: Readonly<Record<FreightColumnId, Omit<Column, 'id'>>> = {
  reference: {
    sort: 'reference',
    nowrap: true,
    cell: (r) => (
      <AnchorLink to="/freight/$id" params={{ id: r.id }} ff="monospace">
        {r.reference}
      </AnchorLink>
    ),
  },
  status: { sort: 'status', nowrap: true, cell: (r) => <FreightStatusBadge status={r.status} /> },
  consignee: { sort: 'consignee', cell: (r) => r.consignee?.name ?? '—' },
  destination: { sort: 'destination', cell: (r, tag) => countryName(tag, r.destinationCountry) },
  shipDate: { sort: 'shipDate', nowrap: true, cell: (r, tag) => formatDate(tag, r.shipDate) },
  declaredValue: {
    sort: 'declaredValue',
    hint: true,
    nowrap: true,
    align: 'right',
    cell: (r, tag) => formatMoney(tag, r.declaredValue),
  },
  carrier: { sort: 'carrier', cell: (r) => r.carrier },
  mode: { sort: 'mode', wide: true, cell: (r) => <FormattedMessage id={`freight.mode.${r.mode}`} /> },
  eta: { sort: 'eta', nowrap: true, wide: true, cell: (r, tag) => formatDate(tag, r.eta) },
};

const COLUMNS: readonly Column[] = FREIGHT_COLUMN_IDS.map((id) => ({ id, ...COLUMN_SPECS[id] }));

/** A column's sort button; a column whose order needs explaining says how it sorts in a tooltip. */
function SortButton({
  column,
  onSort,
  icon,
}: {
  column: Column;
  onSort: (field: FreightSortField) => void;
  icon: ReactNode;
}) {
  const intl = useIntl();
  const button = (
    <UnstyledButton
      fw={600}
      fz="sm"
      onClick={() => onSort(column.sort as FreightSortField)}
      aria-describedby={column.hint ? `freight-col-hint-${column.id}` : undefined}
    >
      <FormattedMessage id={`freight.col.${column.id}`} /> {icon}
    </UnstyledButton>
  );
  if (!column.hint) return button;
  return (
    <>
      <Tooltip
        label={intl.formatMessage({ id: `freight.col.${column.id}.hint` })}
        multiline
        w={260}
        events={{ hover: true, focus: true, touch: true }}
      >
        {button}
      </Tooltip>
      <VisuallyHidden id={`freight-col-hint-${column.id}`}>
        <FormattedMessage id={`freight.col.${column.id}.hint`} />
      </VisuallyHidden>
    </>
  );
}

export interface FreightTableProps {
  readonly rows: readonly FreightRow[];
  readonly sort: ListSort<FreightSortField> | null;
  readonly onSort: (field: FreightSortField) => void;
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (ids: readonly string[], on: boolean) => void;
  /** The columns to show, in order (a saved view's or the person's choice); all of them when absent. */
  readonly columns?: readonly string[];
}

export function FreightTable({ rows, sort, onSort, selected, onSelect, columns: shown }: FreightTableProps) {
  const columns = shown ? shown.flatMap((id) => COLUMNS.filter((c) => c.id === id)) : COLUMNS;
  const intl = useIntl();
  const tag = intl.locale;
  const allOn = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someOn = rows.some((r) => selected.has(r.id));
  return (
    <Box
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage({ id: 'freight.list.title' })}
    >
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="freight-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label={intl.formatMessage({ id: 'freight.list.selectAll' })}
                checked={allOn}
                indeterminate={someOn && !allOn}
                onChange={(e) =>
                  onSelect(
                    rows.map((r) => r.id),
                    e.currentTarget.checked,
                  )
                }
              />
            </Table.Th>
            {columns.map((column) => {
              const active = sort && column.sort === sort.field;
              const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
              const Icon = active ? (sort.direction === 'asc' ? IconArrowUp : IconArrowDown) : IconArrowsSort;
              return (
                <Table.Th
                  key={column.id}
                  aria-sort={ariaSort}
                  visibleFrom={column.wide ? 'xl' : undefined}
                  ta={column.align}
                >
                  {column.sort ? (
                    <SortButton column={column} onSort={onSort} icon={<Icon size={14} aria-hidden />} />
                  ) : (
                    <FormattedMessage id={`freight.col.${column.id}`} />
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="freight-row">
              <Table.Td>
                <Checkbox
                  aria-label={intl.formatMessage({ id: 'freight.list.selectRow' }, { reference: row.reference })}
                  checked={selected.has(row.id)}
                  onChange={(e) => onSelect([row.id], e.currentTarget.checked)}
                />
              </Table.Td>
              {columns.map((column) => (
                <Table.Td
                  key={column.id}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  visibleFrom={column.wide ? 'xl' : undefined}
                  ta={column.align}
                >
                  {column.cell(row, tag)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
