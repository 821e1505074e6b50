import { Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DataListSortKey } from '../../../../domain/demo/datalist/datalist-rules';
import { ItemActions, type ItemViewProps } from './item-actions';
import { PageCheckbox } from '../../../components/page-checkbox';
import { ItemImage, PopularityBar, StatusBadge } from './item-visuals';

export interface Sort {
  readonly key: DataListSortKey;
  readonly direction: 'asc' | 'desc';
}

interface Props extends ItemViewProps {
  readonly sort: Sort | null;
  onSort(key: DataListSortKey): void;
  onTogglePage(select: boolean): void;
}

const COLUMNS: DataListSortKey[] = ['name', 'category', 'popularity', 'order_status', 'price'];

/** A column's heading: a button that sorts by it, with an arrow (and `aria-sort`) while it is the sort. */
function SortableHeading({ column, sort, onSort }: { column: DataListSortKey } & Pick<Props, 'sort' | 'onSort'>) {
  const intl = useIntl();
  const direction = sort?.key === column ? sort.direction : null;
  return (
    <Table.Th aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton
        onClick={() => onSort(column)}
        aria-label={intl.formatMessage(
          { id: 'dataList.sortBy' },
          { column: intl.formatMessage({ id: `dataList.col.${column}` }) },
        )}
      >
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={700}>
            <FormattedMessage id={`dataList.col.${column}`} />
          </Text>
          {direction && (direction === 'asc' ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />)}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The headings: the page's checkbox, the picture's column, a sortable heading per data column, the actions. */
function HeadingRow({ items, selected, sort, onSort, onTogglePage }: Omit<Props, 'onToggle' | 'onEdit' | 'onRemove'>) {
  const intl = useIntl();
  return (
    <Table.Tr>
      <Table.Th w={40}>
        <PageCheckbox
          label={intl.formatMessage({ id: 'dataList.selectPage' })}
          rows={items.length}
          selected={items.filter((i) => selected.includes(i.id)).length}
          onChange={onTogglePage}
        />
      </Table.Th>
      <Table.Th w={56} />
      {COLUMNS.map((column) => (
        <SortableHeading key={column} column={column} sort={sort} onSort={onSort} />
      ))}
      <Table.Th>
        <FormattedMessage id="dataList.col.actions" />
      </Table.Th>
    </Table.Tr>
  );
}

export function DataTable({ onToggle, onEdit, onRemove, ...heading }: Props) {
  const intl = useIntl();
  const { items, selected } = heading;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <HeadingRow {...heading} />
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid={`item-${item.id}`}>
              <Table.Td>
                <Checkbox
                  checked={selected.includes(item.id)}
                  onChange={() => onToggle(item.id)}
                  aria-label={intl.formatMessage({ id: 'dataList.select' }, { name: item.name })}
                />
              </Table.Td>
              <Table.Td>
                <ItemImage item={item} size={32} />
              </Table.Td>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{item.category}</Table.Td>
              <Table.Td w={140}>
                <PopularityBar item={item} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={item.order_status} />
              </Table.Td>
              <Table.Td>${item.price}</Table.Td>
              <Table.Td>
                <ItemActions item={item} onEdit={onEdit} onRemove={onRemove} wrap="nowrap" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
