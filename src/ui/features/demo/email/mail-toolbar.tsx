import { Button, Group, Menu } from '@mantine/core';
import { IconFolder, IconMail, IconMailOpened, IconTag } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageCheckbox } from '../../../components/page-checkbox';
import { EMAIL_TAGS, MAIL_FOLDERS, type MovableFolder } from '../../../../domain/demo/mail/email.types';

interface Props {
  readonly total: number;
  readonly selectedCount: number;
  onSelectAll(select: boolean): void;
  onMove(folder: MovableFolder): void;
  onMarkUnread(unread: boolean): void;
  onToggleLabel(label: string): void;
}

export function MailToolbar({ total, selectedCount, onSelectAll, onMove, onMarkUnread, onToggleLabel }: Props) {
  const intl = useIntl();
  const none = selectedCount === 0;
  return (
    <Group gap="xs" wrap="wrap">
      <PageCheckbox
        label={intl.formatMessage({ id: 'email.selectAll' })}
        rows={total}
        selected={selectedCount}
        onChange={onSelectAll}
      />
      <Menu>
        <Menu.Target>
          <Button size="xs" variant="default" leftSection={<IconFolder size={14} />} disabled={none}>
            <FormattedMessage id="email.moveTo" />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {MAIL_FOLDERS.map((folder) => (
            <Menu.Item key={folder} onClick={() => onMove(folder)}>
              <FormattedMessage id={`email.folder.${folder}`} />
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {(
        [
          [false, IconMailOpened, 'email.markRead'],
          [true, IconMail, 'email.markUnread'],
        ] as const
      ).map(([unread, Icon, label]) => (
        <Button
          key={label}
          size="xs"
          variant="default"
          leftSection={<Icon size={14} />}
          disabled={none}
          onClick={() => onMarkUnread(unread)}
        >
          <FormattedMessage id={label} />
        </Button>
      ))}
      <Menu>
        <Menu.Target>
          <Button size="xs" variant="default" leftSection={<IconTag size={14} />} disabled={none}>
            <FormattedMessage id="email.setLabel" />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {EMAIL_TAGS.map((tag) => (
            <Menu.Item key={tag.value} onClick={() => onToggleLabel(tag.value)}>
              <FormattedMessage id={`email.label.${tag.value}`} />
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
