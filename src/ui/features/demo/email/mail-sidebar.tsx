import { Badge } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { EMAIL_TAGS } from '../../../../domain/demo/mail/email.types';
import { MAIL_FOLDER_FILTERS } from '../../../../domain/demo/mail/mail-filter';
import { DemoSideMenu, iconItems, tagItems, type DemoMenu } from '../../../components/demo/demo-side-menu';
import { TAG_COLOR } from './mail-colors';

const MENU: DemoMenu = {
  to: '/email/$filter',
  action: { icon: <IconPencil size={16} />, labelId: 'email.compose' },
  main: { labelId: 'email.folders', items: iconItems(MAIL_FOLDER_FILTERS, 'email.folder.') },
  tags: { headingId: 'email.labels', items: tagItems(EMAIL_TAGS, 'email.label.', (tag) => TAG_COLOR[tag.color]) },
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
