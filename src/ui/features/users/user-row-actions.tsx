import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UserRecord } from '../../../domain/user/user-record';
import { canDeleteUser, type Actor } from '../../../domain/user/user-rules';

/**
 * A user row's actions: everyone views; admins edit and remove (never themself), and decide on a
 * registration waiting for approval instead.
 */
export function UserRowActions({
  user,
  actor,
  admin,
  onRemove,
  decision,
}: {
  readonly user: UserRecord;
  readonly actor: Actor;
  readonly admin: boolean;
  readonly onRemove: (user: UserRecord) => void;
  readonly decision: (user: UserRecord) => ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const selfRemoval = canDeleteUser(actor, user) === 'self';
  const view = (
    <ActionIcon
      variant="subtle"
      color="gray"
      renderRoot={(props) => <Link {...props} to="/user/$id" params={{ id: user.id }} />}
      aria-label={t('users.viewRow', { name: user.name })}
    >
      <IconEye size={16} aria-hidden />
    </ActionIcon>
  );
  if (!admin) return <Group gap={4}>{view}</Group>;
  if (user.status === 'pending') {
    return (
      <Group gap={4} wrap="nowrap">
        {view}
        {decision(user)}
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {view}
      <ActionIcon
        variant="subtle"
        renderRoot={(props) => <Link {...props} to="/user/edit/$id" params={{ id: user.id }} />}
        aria-label={t('users.editRow', { name: user.name })}
      >
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      {selfRemoval ? (
        // Disabled with its reason: a focusable control whose tooltip and description say why.
        <Tooltip label={t('users.reason.self')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            data-disabled
            aria-disabled
            aria-label={t('users.deleteRow', { name: user.name })}
            aria-description={t('users.reason.self')}
            onClick={(e) => e.preventDefault()}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onRemove(user)}
          aria-label={t('users.deleteRow', { name: user.name })}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
