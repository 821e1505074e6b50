import { Avatar, Badge, Group, Indicator, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPinFilled } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Chat, ChatContact, ChatStatus } from '../../../../domain/demo/chat/chat.types';
import { lastMessage, unseenCount } from '../../../../domain/demo/chat/chat-rules';
import { demoInitials } from '../../../components/demo/demo-initials';

export const STATUS_COLOR: Record<ChatStatus, string> = {
  online: 'green',
  offline: 'gray',
  away: 'yellow',
  'do not disturb': 'red',
};
export const STATUS_LABEL: Record<ChatStatus, string> = {
  online: 'chat.status.online',
  offline: 'chat.status.offline',
  away: 'chat.status.away',
  'do not disturb': 'chat.status.dnd',
};

export function ContactRow({
  contact,
  chat,
  active,
  onOpen,
}: {
  contact: ChatContact;
  chat?: Chat;
  active: boolean;
  onOpen: () => void;
}) {
  const intl = useIntl();
  const unseen = unseenCount(chat);
  const last = lastMessage(chat);
  return (
    <UnstyledButton
      onClick={onOpen}
      p="xs"
      w="100%"
      data-testid={`contact-${contact.uid}`}
      aria-current={active || undefined}
      bg={active ? 'var(--mantine-color-blue-light)' : undefined}
      style={{ borderRadius: 4 }}
    >
      <Group wrap="nowrap" gap="sm">
        <Indicator
          color={STATUS_COLOR[contact.status]}
          position="bottom-end"
          offset={4}
          size={10}
          withBorder
          aria-label={intl.formatMessage({ id: STATUS_LABEL[contact.status] })}
        >
          <Avatar radius="xl" color="blue">
            {demoInitials(contact.displayName)}
          </Avatar>
        </Indicator>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap={4}>
            <Text size="sm" fw={600} truncate>
              {contact.displayName}
            </Text>
            {chat?.isPinned && <IconPinFilled size={14} aria-label={intl.formatMessage({ id: 'chat.pinned' })} />}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {last ? last.textContent : contact.about}
          </Text>
        </div>
        {unseen > 0 && (
          <Badge size="sm" circle color="red.8">
            {unseen}
            <VisuallyHidden>
              {' '}
              <FormattedMessage id="chat.unseenHidden" />
            </VisuallyHidden>
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}
