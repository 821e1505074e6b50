import { Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ItemActions, type ItemViewProps } from './item-actions';
import { ItemImage, PopularityBar, StatusBadge } from './item-visuals';

export function ThumbGrid({ items, selected, onToggle, onEdit, onRemove }: ItemViewProps) {
  const intl = useIntl();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {items.map((item) => (
        <Card key={item.id} withBorder data-testid={`item-${item.id}`}>
          <Group justify="space-between" mb="sm">
            <Checkbox
              checked={selected.includes(item.id)}
              onChange={() => onToggle(item.id)}
              aria-label={intl.formatMessage({ id: 'dataList.select' }, { name: item.name })}
            />
            <StatusBadge status={item.order_status} />
          </Group>
          <Stack align="center" gap={6}>
            <ItemImage item={item} size={64} />
            <Text fw={600} ta="center">
              {item.name}
            </Text>
            <Text size="sm" c="dimmed">
              {item.category} · ${item.price}
            </Text>
          </Stack>
          <PopularityBar item={item} />
          <ItemActions item={item} onEdit={onEdit} onRemove={onRemove} justify="flex-end" mt="xs" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
