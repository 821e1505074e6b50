import { queryOptions } from '@tanstack/react-query';
import type { ChatUseCases } from '../../../../application/demo/chat.use-cases';

export const chatKey = ['demo', 'chat'] as const;

/** The chat demo's contacts and conversations, through `useCases.demo.chat`. */
export const chatQueries = {
  data: (chat: ChatUseCases) => queryOptions({ queryKey: chatKey, queryFn: () => chat.load() }),
};
