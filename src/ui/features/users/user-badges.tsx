import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { Role } from '../../../domain/acl/role';
import type { UserStatus } from '../../../domain/user/user-record';

const STATUS_COLORS: Readonly<Record<UserStatus, string>> = {
  active: 'green',
  inactive: 'gray',
  blocked: 'red',
  pending: 'orange',
};

/** Dot badges keep the text dark enough to read (axe contrast); the colour only helps. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="dot" radius="sm" data-testid="user-status">
      <FormattedMessage id={`users.status.${status}`} />
    </Badge>
  );
}

export function UserRoleBadge({ role }: { role: Role }) {
  return (
    <Badge color={role === 'admin' ? 'grape' : 'blue'} variant="dot" radius="sm" data-testid="user-role">
      <FormattedMessage id={`users.role.${role}`} />
    </Badge>
  );
}
