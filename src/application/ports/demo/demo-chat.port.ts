import type { ChatContact, ChatData } from '../../../domain/demo/chat/chat.types';

export interface ChatRepository {
  load(): Promise<ChatData>;
  chatContacts(): Promise<ChatContact[]>;
  send(contactId: number, message: string, isPinned: boolean): Promise<void>;
  markAllSeen(contactId: number): Promise<void>;
  setPinned(contactId: number, value: boolean): Promise<void>;
}
