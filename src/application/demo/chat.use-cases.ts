import type { ChatData } from '../../domain/demo/chat/chat.types';
import { validateMessage } from '../../domain/demo/chat/chat-rules';
import { AppError } from '../errors/app-error';
import type { ChatRepository } from '../ports/demo/demo-chat.port';

export interface ChatUseCases {
  load(): Promise<ChatData>;
  send(input: { contactId: number; message: string; isPinned: boolean }): Promise<void>;
  markAllSeen(contactId: number): Promise<void>;
  setPinned(contactId: number, value: boolean): Promise<void>;
}

export function makeChatUseCases(deps: { chat: ChatRepository }): ChatUseCases {
  const { chat } = deps;
  return {
    load: () => chat.load(),
    send: async ({ contactId, message, isPinned }) => {
      if (!validateMessage(message))
        throw new AppError('validation', 'The message is empty', { fieldErrors: { message: 'required' } });
      await chat.send(contactId, message.trim(), isPinned);
    },
    markAllSeen: (contactId) => chat.markAllSeen(contactId),
    setPinned: (contactId, value) => chat.setPinned(contactId, value),
  };
}
