import type { Chat, ChatContact, ChatData, ChatMap, ChatMessage } from './chat.types';

export interface SendMessageInput {
  readonly contactId: number;
  readonly message: string;
  readonly isPinned: boolean;
  /** ISO time of sending, supplied by the caller's clock. */
  readonly time: string;
}

/** Appends a sent message; a missing conversation is created with the given pinned flag. */
export function sendMessage(chats: ChatMap, input: SendMessageInput): ChatMap {
  const key = String(input.contactId);
  const existing: Chat = chats[key] ?? { isPinned: input.isPinned, msg: [] };
  const message: ChatMessage = { textContent: input.message, time: input.time, isSent: true, isSeen: false };
  return { ...chats, [key]: { ...existing, msg: [...existing.msg, message] } };
}

/** The chat list: adds the contact when absent, keeps the list otherwise. */
export function addToChatList(list: readonly number[], contactId: number): number[] {
  return list.includes(contactId) ? [...list] : [...list, contactId];
}

export function markAllSeen(chats: ChatMap, contactId: number): ChatMap {
  const key = String(contactId);
  const chat = chats[key];
  if (!chat) return chats;
  return { ...chats, [key]: { ...chat, msg: chat.msg.map((m) => ({ ...m, isSeen: true })) } };
}

export function setPinned(chats: ChatMap, contactId: number, value: boolean): ChatMap {
  const key = String(contactId);
  const chat = chats[key];
  if (!chat) return chats;
  return { ...chats, [key]: { ...chat, isPinned: value } };
}

export function lastMessage(chat: Chat | undefined): ChatMessage | undefined {
  return chat?.msg[chat.msg.length - 1];
}

export function unseenCount(chat: Chat | undefined): number {
  return chat ? chat.msg.filter((m) => !m.isSent && !m.isSeen).length : 0;
}

/** Contacts that have a conversation: pinned first, then the latest message first; ties by name. */
export function chatContacts(data: ChatData): ChatContact[] {
  const timeOf = (c: ChatContact) => lastMessage(data.chats[String(c.uid)])?.time ?? '';
  return data.contacts
    .filter((c) => data.chats[String(c.uid)] !== undefined)
    .sort((a, b) => {
      const pinA = data.chats[String(a.uid)]?.isPinned ? 1 : 0;
      const pinB = data.chats[String(b.uid)]?.isPinned ? 1 : 0;
      if (pinA !== pinB) return pinB - pinA;
      const ta = timeOf(a);
      const tb = timeOf(b);
      if (ta !== tb) return ta < tb ? 1 : -1;
      return a.displayName < b.displayName ? -1 : a.displayName > b.displayName ? 1 : 0;
    });
}

export function searchContacts(contacts: readonly ChatContact[], query: string): ChatContact[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...contacts];
  return contacts.filter((c) => c.displayName.toLowerCase().includes(needle));
}

export function validateMessage(text: string): boolean {
  return text.trim() !== '';
}
