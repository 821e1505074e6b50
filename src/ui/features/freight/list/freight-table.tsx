import { Box, Checkbox, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FreightSortField } from '../../../../domain/freight/freight-query';
import type { FreightRecord } from '../../../../domain/freight/freight-record';
import { freightTotals } from '../../../../domain/freight/freight-totals';
import type { ListSort } from '../../../../domain/shared/list-query';
import { countryName, formatDate, formatMoney } from '../../../components/format-freight';
import { FreightStatusBadge } from '../../../components/freight-status-badge';
import { AnchorLink } from '../../../components/router-links';

interface Column {
  readonly id: string;
  readonly sort?: FreightSortField;
  readonly cell: (r: FreightRecord, tag: string) => ReactNode;
  readonly nowrap?: boolean;
}

const COLUMNS: readonly Column[] = [
  {
    id: 'reference',
    sort: 'reference',
    nowrap: true,
    cell: (r) => (
      <AnchorLink to="/freight/$id" params={{ id: r.id }} ff="monospace">
        {r.reference}
      </AnchorLink>
    ),
  },
  { id: 'status', sort: 'status', nowrap: true, cell: (r) => <FreightStatusBadge status={r.status} /> },
  { id: 'mode', sort: 'mode', cell: (r) => <FormattedMessage id={`freight.mode.${r.mode}`} /> },
  { id: 'carrier', sort: 'carrier', cell: (r) => r.carrier },
  { id: 'consignee', sort: 'consignee', cell: (r) => r.consignee?.name ?? '—' },
  { id: 'destination', sort: 'destination', cell: (r, tag) => countryName(tag, r.destinationCountry) },
  { id: 'shipDate', sort: 'shipDate', nowrap: true, cell: (r, tag) => formatDate(tag, r.shipDate) },
  { id: 'eta', sort: 'eta', nowrap: true, cell: (r, tag) => formatDate(tag, r.eta) },
  {
    id: 'declaredValue',
    sort: 'declaredValue',
    nowrap: true,
    cell: (r, tag) => formatMoney(tag, freightTotals(r).totalDeclaredValue),
  },
];

export interface FreightTableProps {
  readonly rows: readonly FreightRecord[];
  readonly sort: ListSort<FreightSortField> | null;
  readonly onSort: (sort: ListSort<FreightSortField>) => void;
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (ids: readonly string[], on: boolean) => void;
}

export function FreightTable({ rows, sort, onSort, selected, onSelect }: FreightTableProps) {
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
      <Table striped highlightOnHover verticalSpacing="xs" miw={1100} data-testid="freight-table">
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
            {COLUMNS.map((column) => {
              const active = sort && column.sort === sort.field;
              const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
              const Icon = active ? (sort.direction === 'asc' ? IconArrowUp : IconArrowDown) : IconArrowsSort;
              return (
                <Table.Th key={column.id} aria-sort={ariaSort}>
                  {column.sort ? (
                    <UnstyledButton
                      fw={600}
                      fz="sm"
                      onClick={() =>
                        onSort({
                          field: column.sort as FreightSortField,
                          direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
                        })
                      }
                    >
                      <FormattedMessage id={`freight.col.${column.id}`} /> <Icon size={14} aria-hidden />
                    </UnstyledButton>
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
            <Table.Tr key={row.id}>
              <Table.Td>
                <Checkbox
                  aria-label={intl.formatMessage({ id: 'freight.list.selectRow' }, { reference: row.reference })}
                  checked={selected.has(row.id)}
                  onChange={(e) => onSelect([row.id], e.currentTarget.checked)}
                />
              </Table.Td>
              {COLUMNS.map((column) => (
                <Table.Td key={column.id} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
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
