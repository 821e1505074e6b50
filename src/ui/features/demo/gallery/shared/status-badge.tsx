import { Badge } from '@mantine/core';
import type { DemoStatus } from './demo-rows';
import { useT } from './demo-section';

const COLOR: Readonly<Record<DemoStatus, string>> = {
  booked: 'blue',
  inTransit: 'orange',
  delivered: 'teal',
  onHold: 'red',
};

export function StatusBadge({ status }: { status: DemoStatus }) {
  const t = useT();
  return (
    <Badge variant="dot" color={COLOR[status]}>
      {t(`gallery.table.status.${status}`)}
    </Badge>
  );
}
