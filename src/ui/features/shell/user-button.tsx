import { Box, Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Session } from '../../../application/auth/session';
import { InitialsAvatar } from './initials-avatar';

/**
 * The user menu's button (name, role, initials): painted with the frame; the menu behind it comes with its code
 * (see `OnDemandMenu`). What the menu adds to its target (a ref, handlers, ARIA state) reaches the button.
 */
export function UserButton({
  session,
  ...target
}: { session: Session } & UnstyledButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof UnstyledButtonProps>) {
  const intl = useIntl();
  return (
    <UnstyledButton
      aria-label={intl.formatMessage({ id: 'shell.user.menu' }, { name: session.name })}
      data-testid="user-menu"
      style={{ color: 'inherit' }}
      {...target}
    >
      <Group gap="xs" wrap="nowrap">
        <Box visibleFrom="sm" ta="end">
          <Text size="sm" fw={600} lh={1.2}>
            {session.name}
          </Text>
          <Text size="xs" lh={1.2} style={{ opacity: 0.85 }}>
            <FormattedMessage id={`shell.role.${session.role}`} />
          </Text>
        </Box>
        <InitialsAvatar name={session.name} />
      </Group>
    </UnstyledButton>
  );
}
