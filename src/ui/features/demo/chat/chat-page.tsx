import { Divider, Grid, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { DemoPage, DemoSearchInput } from '../../../components/demo/demo-page';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ChatContact, ChatMap } from '../../../../domain/demo/chat/chat.types';
import { chatContacts, searchContacts, unseenCount } from '../../../../domain/demo/chat/chat-rules';
import { useUseCases } from '../../../app-context';
import { ErrorState, LoadingState } from '../../../components/query-view';
import { ContactRow } from './contact-row';
import { Conversation } from './conversation';
import { chatMutations } from './chat.mutations';
import { chatQueries } from './chat.queries';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { useNotifyingMutation } from '../../../components/demo/use-notifying-mutation';

/** A titled list of contacts; with `chats`, each row shows its conversation's last message and unseen count. */
function ContactList({
  titleId,
  listId,
  testId,
  contacts,
  chats,
  activeId,
  onOpen,
}: {
  titleId: string;
  listId: string;
  testId: string;
  contacts: readonly ChatContact[];
  chats?: ChatMap;
  activeId: number | null;
  onOpen: (uid: number) => void;
}) {
  return (
    <>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" id={listId}>
        <FormattedMessage id={titleId} />
      </Text>
      <Stack gap={2} role="list" aria-labelledby={listId} data-testid={testId}>
        {contacts.map((c) => (
          <div role="listitem" key={c.uid}>
            <ContactRow
              contact={c}
              chat={chats?.[String(c.uid)]}
              active={c.uid === activeId}
              onOpen={() => onOpen(c.uid)}
            />
          </div>
        ))}
      </Stack>
    </>
  );
}

export const ChatPage = withFeatureIntl(messages, ChatScreen);

function ChatScreen() {
  const { chat: useCases } = useUseCases().demo;
  const client = useQueryClient();
  const remote = useQuery(chatQueries.data(useCases));
  const sending = useNotifyingMutation(chatMutations.send(client, useCases));
  const markSeen = useNotifyingMutation(chatMutations.markAllSeen(client, useCases));
  const pin = useNotifyingMutation(chatMutations.setPinned(client, useCases));
  const [query, setQuery] = useState('');
  const [activeId, setActiveId] = useState<number | null>(null);

  const data = remote.data;
  const lists = useMemo(() => {
    if (!data) return { chats: [], others: [] };
    const withChat = chatContacts(data);
    const chatIds = new Set(withChat.map((c) => c.uid));
    return {
      chats: searchContacts(withChat, query),
      others: searchContacts(
        data.contacts.filter((c) => !chatIds.has(c.uid)),
        query,
      ),
    };
  }, [data, query]);

  function open(uid: number) {
    setActiveId(uid);
    if (data && unseenCount(data.chats[String(uid)]) > 0) markSeen.mutate(uid);
  }

  const contact = data?.contacts.find((c) => c.uid === activeId);
  const chat = activeId === null ? undefined : data?.chats[String(activeId)];
  const send = (text: string) =>
    sending.mutateAsync({ contactId: activeId!, message: text, time: new Date().toISOString() }).then(
      () => true,
      () => false,
    );
  const togglePin = () => pin.mutate({ contactId: activeId!, value: !(chat?.isPinned ?? false) });

  return (
    <DemoPage titleId="chat.title">
      {remote.isError && <ErrorState error={remote.error} onRetry={() => void remote.refetch()} />}
      {!data ? (
        !remote.isError && <LoadingState />
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="sm">
              <DemoSearchInput labelId="chat.search" value={query} onChange={setQuery} />
              <ScrollArea h={460} mt="sm">
                <ContactList
                  titleId="chat.chats"
                  listId="chat-list-title"
                  testId="chats-panel"
                  contacts={lists.chats}
                  chats={data.chats}
                  activeId={activeId}
                  onOpen={open}
                />
                <Divider my="xs" />
                <ContactList
                  titleId="chat.contacts"
                  listId="contact-list-title"
                  testId="contacts-panel"
                  contacts={lists.others}
                  activeId={activeId}
                  onOpen={open}
                />
                {lists.chats.length + lists.others.length === 0 && (
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    <FormattedMessage id="chat.noContacts" />
                  </Text>
                )}
              </ScrollArea>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p="sm" mih={520}>
              {contact ? (
                <Conversation key={contact.uid} contact={contact} chat={chat} onSend={send} onTogglePin={togglePin} />
              ) : (
                <Text c="dimmed" ta="center" py="xl">
                  <FormattedMessage id="chat.pick" />
                </Text>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </DemoPage>
  );
}
