import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { FreightStatus } from '../../domain/freight/freight-options';

export const STATUS_COLORS: Readonly<Record<FreightStatus, string>> = {
  draft: 'gray',
  booked: 'blue',
  in_transit: 'indigo',
  customs: 'orange',
  delivered: 'green',
  cancelled: 'red',
};

/** A shipment status as a badge: dark text for contrast, the coloured dot only helps. */
export function FreightStatusBadge({ status }: { status: FreightStatus }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="dot"
      radius="sm"
      styles={{ root: { overflow: 'visible', maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      <FormattedMessage id={`freight.status.${status}`} />
    </Badge>
  );
}
