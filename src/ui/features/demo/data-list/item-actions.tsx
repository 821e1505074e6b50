import { ActionIcon, Group, type GroupProps } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { DataListItem } from '../../../../domain/demo/datalist/datalist.types';
import type { SelectableListProps } from '../../../components/demo/selectable-list';

/** What an item's Edit and Remove buttons report. */
export interface ItemActionHandlers {
  onEdit(item: DataListItem): void;
  onRemove(item: DataListItem): void;
}

/** What both views of the items (the table and the thumbnails) show and report. */
export interface ItemViewProps extends SelectableListProps<DataListItem>, ItemActionHandlers {}

/** An item's Edit and Remove buttons, named after the item, in the table row and on the card alike. */
export function ItemActions({
  item,
  onEdit,
  onRemove,
  ...group
}: { item: DataListItem } & ItemActionHandlers & GroupProps) {
  const intl = useIntl();
  return (
    <Group gap={4} {...group}>
      <ActionIcon
        variant="subtle"
        aria-label={intl.formatMessage({ id: 'dataList.edit' }, { name: item.name })}
        onClick={() => onEdit(item)}
      >
        <IconEdit size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red.8"
        aria-label={intl.formatMessage({ id: 'dataList.remove' }, { name: item.name })}
        onClick={() => onRemove(item)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
