import { describe, expect, it } from 'vitest';
import type { ChatContact, ChatMap } from '../../../../src/domain/demo/chat/chat.types';
import {
  addToChatList,
  chatContacts,
  lastMessage,
  markAllSeen,
  searchContacts,
  sendMessage,
  setPinned,
  unseenCount,
  validateMessage,
} from '../../../../src/domain/demo/chat/chat-rules';

const contact = (uid: number, displayName: string): ChatContact => ({
  uid,
  displayName,
  about: '',
  photoURL: '',
  status: 'online',
});
const contacts = [
  contact(1, 'Ana Freitas'),
  contact(2, 'Bruno Costa'),
  contact(3, 'Carla Lima'),
  contact(4, 'Dirk Meyer'),
];
const msg = (time: string, isSent = false, isSeen = false) => ({ textContent: 'x', time, isSent, isSeen });
const chats: ChatMap = {
  '1': { isPinned: false, msg: [msg('2026-01-01T10:00:00.000Z'), msg('2026-01-01T11:00:00.000Z')] },
  '2': { isPinned: false, msg: [msg('2026-01-02T09:00:00.000Z', false, false), msg('2026-01-02T09:01:00.000Z', true)] },
};

describe('sendMessage', () => {
  const input = { contactId: 3, message: 'Hello', isPinned: true, time: '2026-01-03T00:00:00.000Z' };
  it('creates the conversation with the given pinned flag when none exists', () => {
    const next = sendMessage(chats, input);
    expect(next['3']).toEqual({
      isPinned: true,
      msg: [{ textContent: 'Hello', time: input.time, isSent: true, isSeen: false }],
    });
    expect(chats['3']).toBeUndefined();
  });
  it('appends to an existing conversation, keeping its pinned flag', () => {
    const next = sendMessage(chats, { ...input, contactId: 1 });
    expect(next['1']?.isPinned).toBe(false);
    expect(next['1']?.msg).toHaveLength(3);
    expect(lastMessage(next['1'])?.textContent).toBe('Hello');
  });
  it('puts a new conversation into the chat contacts', () => {
    const next = sendMessage(chats, input);
    expect(chatContacts({ chats: next, contacts }).map((c) => c.uid)).toEqual([3, 2, 1]);
  });
  it('the chat list gains the contact only when absent', () => {
    expect(addToChatList([1, 2], 3)).toEqual([1, 2, 3]);
    expect(addToChatList([1, 2], 2)).toEqual([1, 2]);
  });
  it('rejects blank messages', () => {
    expect(validateMessage('  ')).toBe(false);
    expect(validateMessage('ok')).toBe(true);
  });
});

describe('seen, pin and order', () => {
  it('mark all seen sets every message seen', () => {
    const next = markAllSeen(chats, 2);
    expect(next['2']?.msg.every((m) => m.isSeen)).toBe(true);
    expect(unseenCount(chats['2'])).toBe(1);
    expect(unseenCount(next['2'])).toBe(0);
    expect(markAllSeen(chats, 9)).toBe(chats);
  });
  it('chat contacts sort by latest message when nothing is pinned', () => {
    expect(chatContacts({ chats, contacts }).map((c) => c.uid)).toEqual([2, 1]);
  });
  it('pinning re-sorts the pinned conversation first', () => {
    const pinned = setPinned(chats, 1, true);
    expect(pinned['1']?.isPinned).toBe(true);
    expect(chatContacts({ chats: pinned, contacts }).map((c) => c.uid)).toEqual([1, 2]);
    expect(chatContacts({ chats: setPinned(pinned, 1, false), contacts }).map((c) => c.uid)).toEqual([2, 1]);
  });
  it('pinning an absent chat changes nothing', () => {
    expect(setPinned(chats, 4, true)).toBe(chats);
  });
  it('unseen counts only received messages', () => {
    expect(unseenCount({ isPinned: false, msg: [msg('t', true, false)] })).toBe(0);
    expect(unseenCount(undefined)).toBe(0);
  });
});

describe('searchContacts', () => {
  it('matches displayName case-insensitively', () => {
    expect(searchContacts(contacts, 'COSTA').map((c) => c.uid)).toEqual([2]);
    expect(searchContacts(contacts, 'a').map((c) => c.uid)).toEqual([1, 2, 3]);
  });
  it('blank keeps all; no match is empty', () => {
    expect(searchContacts(contacts, '')).toHaveLength(4);
    expect(searchContacts(contacts, 'zz')).toEqual([]);
  });
});
