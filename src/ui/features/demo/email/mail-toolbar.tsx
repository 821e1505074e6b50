import { Button, Group, Menu } from '@mantine/core';
import { IconFolder, IconMail, IconMailOpened, IconTag, type Icon } from '@tabler/icons-react';
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

/** A toolbar button that opens a menu of choices, each labelled by its message id. */
function ChoiceMenu<V extends string>({
  icon: ButtonIcon,
  labelId,
  disabled,
  choices,
  labelIdOf,
  onPick,
}: {
  icon: Icon;
  labelId: string;
  disabled: boolean;
  choices: readonly V[];
  labelIdOf: (choice: V) => string;
  onPick: (choice: V) => void;
}) {
  return (
    <Menu>
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<ButtonIcon size={14} />} disabled={disabled}>
          <FormattedMessage id={labelId} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map((choice) => (
          <Menu.Item key={choice} onClick={() => onPick(choice)}>
            <FormattedMessage id={labelIdOf(choice)} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
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
      <ChoiceMenu
        icon={IconFolder}
        labelId="email.moveTo"
        disabled={none}
        choices={MAIL_FOLDERS}
        labelIdOf={(folder) => `email.folder.${folder}`}
        onPick={onMove}
      />
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
      <ChoiceMenu
        icon={IconTag}
        labelId="email.setLabel"
        disabled={none}
        choices={EMAIL_TAGS.map((tag) => tag.value)}
        labelIdOf={(label) => `email.label.${label}`}
        onPick={onToggleLabel}
      />
    </Group>
  );
}
