import { Badge } from '@mantine/core';
import { IconBan, IconFile, IconInbox, IconPencil, IconSend, IconStar, IconTrash } from '@tabler/icons-react';
import { EMAIL_TAGS } from '../../../../domain/demo/mail/email.types';
import { DemoSideMenu, iconItems, tagItems, type DemoMenu } from '../../../components/demo/demo-side-menu';
import { TAG_COLOR } from './mail-colors';

const FOLDERS = [
  ['inbox', IconInbox],
  ['sent', IconSend],
  ['draft', IconFile],
  ['starred', IconStar],
  ['spam', IconBan],
  ['trash', IconTrash],
] as const;

const MENU: DemoMenu = {
  to: '/email/$filter',
  action: { icon: <IconPencil size={16} />, labelId: 'email.compose' },
  main: {
    label: 'Mail folders',
    items: iconItems(FOLDERS, 'email.folder.'),
  },
  tags: {
    headingId: 'email.labels',
    label: 'Mail labels',
    items: tagItems(EMAIL_TAGS, 'email.label.', (tag) => TAG_COLOR[tag.color]),
  },
};

export function MailSidebar({
  filter,
  unread,
  onCompose,
}: {
  filter: string;
  unread: number | null;
  onCompose: () => void;
}) {
  // The inbox shows its unread count while it is the folder on screen.
  const badges =
    filter === 'inbox' && unread
      ? {
          inbox: (
            <Badge size="sm" color="blue.8" aria-label={`${unread} unread`}>
              {unread}
            </Badge>
          ),
        }
      : {};
  return <DemoSideMenu menu={MENU} current={filter} onAction={onCompose} badges={badges} />;
}
