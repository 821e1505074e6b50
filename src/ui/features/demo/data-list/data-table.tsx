import { Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DataListItem } from '../../../../domain/demo/datalist/datalist.types';
import type { DataListSortKey } from '../../../../domain/demo/datalist/datalist-rules';
import { ItemActions } from './item-actions';
import { PageCheckbox } from '../../../components/page-checkbox';
import { ItemImage, PopularityBar, StatusBadge } from './item-visuals';

export interface Sort {
  readonly key: DataListSortKey;
  readonly direction: 'asc' | 'desc';
}

interface Props {
  readonly items: readonly DataListItem[];
  readonly selected: readonly number[];
  readonly sort: Sort | null;
  onSort(key: DataListSortKey): void;
  onToggle(id: number): void;
  onTogglePage(select: boolean): void;
  onEdit(item: DataListItem): void;
  onRemove(item: DataListItem): void;
}

const COLUMNS: DataListSortKey[] = ['name', 'category', 'popularity', 'order_status', 'price'];

export function DataTable({ items, selected, sort, onSort, onToggle, onTogglePage, onEdit, onRemove }: Props) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
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
            {COLUMNS.map((key) => (
              <Table.Th
                key={key}
                aria-sort={sort?.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                <UnstyledButton
                  onClick={() => onSort(key)}
                  aria-label={intl.formatMessage(
                    { id: 'dataList.sortBy' },
                    { column: intl.formatMessage({ id: `dataList.col.${key}` }) },
                  )}
                >
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" fw={700}>
                      <FormattedMessage id={`dataList.col.${key}`} />
                    </Text>
                    {sort?.key === key &&
                      (sort.direction === 'asc' ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />)}
                  </Group>
                </UnstyledButton>
              </Table.Th>
            ))}
            <Table.Th>
              <FormattedMessage id="dataList.col.actions" />
            </Table.Th>
          </Table.Tr>
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
