import { ActionIcon, Button, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconPin, IconPinFilled, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Chat, ChatContact } from '../../../../domain/demo/chat/chat.types';
import { validateMessage } from '../../../../domain/demo/chat/chat-rules';
import { STATUS_LABEL } from './contact-row';
import { DemoPerson } from '../../../components/demo/demo-person';

interface Props {
  readonly contact: ChatContact;
  readonly chat: Chat | undefined;
  onSend(text: string): Promise<boolean>;
  onTogglePin(): void;
}

export function Conversation({ contact, chat, onSend, onTogglePin }: Props) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const pinned = chat?.isPinned ?? false;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!validateMessage(text)) return;
    setSending(true);
    // The text stays in the box unless the send succeeded.
    if (await onSend(text)) setText('');
    setSending(false);
  }

  return (
    <Stack gap="sm" h="100%">
      <Group justify="space-between">
        <DemoPerson name={contact.displayName}>
          <FormattedMessage id={STATUS_LABEL[contact.status]} />
        </DemoPerson>
        {chat && (
          <ActionIcon
            variant="subtle"
            onClick={onTogglePin}
            aria-pressed={pinned}
            aria-label={intl.formatMessage({ id: pinned ? 'chat.unpin' : 'chat.pin' })}
          >
            {pinned ? <IconPinFilled size={18} /> : <IconPin size={18} />}
          </ActionIcon>
        )}
      </Group>
      <ScrollArea h={420} type="auto">
        <Stack gap={6} p="xs" role="log" aria-label={contact.displayName}>
          {!chat || chat.msg.length === 0 ? (
            <Text c="dimmed" ta="center">
              <FormattedMessage id="chat.empty" />
            </Text>
          ) : (
            chat.msg.map((m, i) => (
              <Group key={i} justify={m.isSent ? 'flex-end' : 'flex-start'}>
                <Paper
                  p="xs"
                  radius="md"
                  maw="75%"
                  bg={m.isSent ? 'blue.8' : 'var(--mantine-color-default-hover)'}
                  c={m.isSent ? 'white' : undefined}
                >
                  <Text size="sm">{m.textContent}</Text>
                  <Text size="xs" opacity={0.8}>
                    {new Date(m.time).toISOString().slice(11, 16)}
                  </Text>
                </Paper>
              </Group>
            ))
          )}
        </Stack>
      </ScrollArea>
      <form onSubmit={submit}>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            placeholder={intl.formatMessage({ id: 'chat.message' })}
            aria-label={intl.formatMessage({ id: 'chat.message' })}
          />
          <Button
            type="submit"
            loading={sending}
            disabled={!validateMessage(text)}
            leftSection={<IconSend size={16} />}
          >
            <FormattedMessage id="chat.send" />
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
