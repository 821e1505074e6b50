import { Badge, Progress, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconContainer, IconGauge, IconLock, IconPackage, IconTruck } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import type { DataListItem, OrderStatus, PopularityColor } from '../../../../domain/demo/datalist/datalist.types';

const ICONS = {
  container: IconContainer,
  box: IconPackage,
  lock: IconLock,
  gauge: IconGauge,
  truck: IconTruck,
  certificate: IconCertificate,
};
const POP_COLOR: Record<PopularityColor, string> = {
  success: 'green.8',
  primary: 'blue.8',
  warning: 'orange.8',
  danger: 'red.8',
};
const STATUS_COLOR: Record<OrderStatus, string> = {
  'on hold': 'orange',
  delivered: 'green',
  canceled: 'red',
  pending: 'blue',
};

/** Items carry an image key, never a remote URL; the key picks an icon. */
export function ItemImage({ item, size = 40 }: { item: DataListItem; size?: number }) {
  const Icon = ICONS[item.img as keyof typeof ICONS] ?? IconPackage;
  return (
    <ThemeIcon size={size} variant="light" radius="md" aria-hidden>
      <Icon size={size * 0.6} />
    </ThemeIcon>
  );
}

export function PopularityBar({ item }: { item: DataListItem }) {
  const { popValue, color } = item.popularity;
  return (
    <div>
      <Progress
        value={Math.min(popValue, 100)}
        color={POP_COLOR[color]}
        aria-label={`Popularity ${popValue}`}
        data-color={color}
      />
      <Text size="xs" c="dimmed">
        {popValue}%
      </Text>
    </div>
  );
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant="dot" color={STATUS_COLOR[status]}>
      <FormattedMessage id={`dataList.status.${status}`} />
    </Badge>
  );
}
