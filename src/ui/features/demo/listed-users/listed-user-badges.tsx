import { Avatar, Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { ListedUser } from '../../../../domain/demo/listed-users/listed-user.types';
import { demoInitials } from '../../../components/demo/demo-initials';

const STATUS_COLOR = { active: 'green', blocked: 'red', deactivated: 'gray' } as const;

export function ListedUserStatusBadge({ status }: { status: ListedUser['status'] }) {
  return (
    <Badge variant="dot" color={STATUS_COLOR[status]}>
      <FormattedMessage id={`listedUsers.status.${status}`} />
    </Badge>
  );
}

export function ListedUserAvatar({ user, size = 'md' }: { user: ListedUser; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const initials = demoInitials(user.name);
  return (
    <Avatar size={size} radius="xl" color="blue" aria-hidden>
      {initials}
    </Avatar>
  );
}
