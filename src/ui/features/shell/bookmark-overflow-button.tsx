import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';

/** The button of the starred bookmarks that do not fit the bar; what the menu adds to its target reaches it. */
export function OverflowButton({
  count,
  ...target
}: { count: number } & ActionIconProps & Omit<ComponentPropsWithRef<'button'>, keyof ActionIconProps>) {
  const intl = useIntl();
  return (
    <ActionIcon
      variant="transparent"
      size="lg"
      aria-label={intl.formatMessage({ id: 'shell.bookmarks.more' }, { count })}
      {...target}
    >
      <IconChevronDown size={18} />
    </ActionIcon>
  );
}
