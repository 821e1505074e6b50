import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconBan, IconFile, IconInbox, IconPencil, IconSend, IconStar, IconTrash } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { EMAIL_TAGS } from '../../../../domain/demo/mail/email.types';
import { TAG_COLOR } from './mail-colors';
import { RouterNavLink } from '../../../components/demo/router-nav-link';

const FOLDERS = [
  ['inbox', IconInbox],
  ['sent', IconSend],
  ['draft', IconFile],
  ['starred', IconStar],
  ['spam', IconBan],
  ['trash', IconTrash],
] as const;

export function MailSidebar({
  filter,
  unread,
  onCompose,
}: {
  filter: string;
  unread: number | null;
  onCompose: () => void;
}) {
  return (
    <Stack gap={4}>
      <Button leftSection={<IconPencil size={16} />} onClick={onCompose} mb="sm">
        <FormattedMessage id="email.compose" />
      </Button>
      <nav aria-label="Mail folders">
        {FOLDERS.map(([folder, Icon]) => (
          <RouterNavLink
            key={folder}
            to="/email/$filter"
            params={{ filter: folder }}
            active={filter === folder}
            label={<FormattedMessage id={`email.folder.${folder}`} />}
            leftSection={<Icon size={16} />}
            rightSection={
              folder === 'inbox' && filter === 'inbox' && unread ? (
                <Badge size="sm" color="blue.8" aria-label={`${unread} unread`}>
                  {unread}
                </Badge>
              ) : null
            }
          />
        ))}
      </nav>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="md">
        <FormattedMessage id="email.labels" />
      </Text>
      <nav aria-label="Mail labels">
        {EMAIL_TAGS.map((tag) => (
          <RouterNavLink
            key={tag.value}
            to="/email/$filter"
            params={{ filter: tag.value }}
            active={filter === tag.value}
            label={<FormattedMessage id={`email.label.${tag.value}`} />}
            leftSection={
              <Badge size="xs" circle color={TAG_COLOR[tag.color]} aria-hidden>
                {' '}
              </Badge>
            }
          />
        ))}
      </nav>
    </Stack>
  );
}
