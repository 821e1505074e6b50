import { Group } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { ShellIcon } from '../features/shell/shell-icon';

/** The product's truck and name as the navbar shows them (the frame's outline shows the same while it is built). */
export function BrandMark() {
  return (
    <Group gap={6} wrap="nowrap" fw={700} fz="lg">
      <ShellIcon name="truck" size={26} />
      <FormattedMessage id="frame.brand" />
    </Group>
  );
}
