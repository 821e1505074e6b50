import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ChatUseCases } from '../../../../application/demo/chat.use-cases';
import type { ChatData } from '../../../../domain/demo/chat/chat.types';
import { markAllSeen, sendMessage, setPinned } from '../../../../domain/demo/chat/chat-rules';
import { chatKey } from './chat.queries';

export interface ChatSend {
  readonly contactId: number;
  readonly message: string;
  /** When the person sent it, for the message shown before the server answers. */
  readonly time: string;
}

/**
 * A change shown at once: the cached conversations follow the rule the server applies too, so a
 * success asks nothing more, and a refusal loads what the server kept.
 */
function chatChange<V>(
  client: QueryClient,
  call: (input: V) => Promise<void>,
  local: (data: ChatData, input: V) => ChatData,
) {
  return mutationOptions<void, Error, V>({
    mutationFn: call,
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: chatKey });
      client.setQueryData<ChatData>(chatKey, (data) => data && local(data, input));
    },
    onSettled: (_, error) => (error ? client.invalidateQueries({ queryKey: chatKey }) : undefined),
  });
}

/** Writes to the chat demo, each keeping the cached conversations in step. */
export const chatMutations = {
  send: (client: QueryClient, chat: ChatUseCases) =>
    chatChange<ChatSend>(
      client,
      ({ contactId, message }) => chat.send({ contactId, message, isPinned: false }),
      (data, { contactId, message, time }) => ({
        ...data,
        chats: sendMessage(data.chats, { contactId, message: message.trim(), isPinned: false, time }),
      }),
    ),
  markAllSeen: (client: QueryClient, chat: ChatUseCases) =>
    chatChange<number>(
      client,
      (contactId) => chat.markAllSeen(contactId),
      (data, contactId) => ({ ...data, chats: markAllSeen(data.chats, contactId) }),
    ),
  setPinned: (client: QueryClient, chat: ChatUseCases) =>
    chatChange<{ readonly contactId: number; readonly value: boolean }>(
      client,
      ({ contactId, value }) => chat.setPinned(contactId, value),
      (data, { contactId, value }) => ({ ...data, chats: setPinned(data.chats, contactId, value) }),
    ),
};
