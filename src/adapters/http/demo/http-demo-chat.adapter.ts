import * as z from 'zod/mini';
import type { ChatRepository } from '../../../application/ports/demo/demo-chat.port';
import type { HttpClient } from '../http-client';
import { chatContactSchema, chatDataSchema } from './http-demo-schemas';

/** The original mixed `app` and `apps` (and trailing slashes); the contract keeps them. */
export function createHttpDemoChat(http: HttpClient): ChatRepository {
  return {
    load: () => http.get('/api/app/chat/chats', { schema: chatDataSchema }),
    chatContacts: () => http.get('/api/app/chat/chat-contacts', { schema: z.array(chatContactSchema) }),
    send: async (contactId, message, isPinned) => {
      await http.post('api/app/chat/send-message', { contactId, message, isPinned });
    },
    markAllSeen: async (contactId) => {
      await http.post('/api/apps/chat/mark-all-seen/', { contactId });
    },
    setPinned: async (contactId, value) => {
      await http.post('/api/apps/chat/set-pinned/', { contactId, value });
    },
  };
}
