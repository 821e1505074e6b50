import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DemoMenuGroup } from '../../domain/demo/menu/demo-menu';
import { ShellIcon } from '../features/shell/shell-icon';

/** A demo group's button; what its menu adds to its target (a ref, handlers, ARIA state) reaches it. */
export function GroupButton({
  group,
  style,
  ...target
}: { group: DemoMenuGroup; style: CSSProperties } & ButtonProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps | 'style'>) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<ShellIcon name={group.icon} size={16} />}
      rightSection={<IconChevronDown size={14} />}
      style={style}
      {...target}
    >
      <FormattedMessage id={group.labelId} />
    </Button>
  );
}
