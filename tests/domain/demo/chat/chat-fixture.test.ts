import { describe, expect, it } from 'vitest';
import { createChatFixture } from '../../../../src/adapters/mock/demo/fixtures/chat.fixture';
import { chatContacts } from '../../../../src/domain/demo/chat/chat-rules';

describe('chat fixture', () => {
  const data = createChatFixture();
  it('has 10 contacts and 2 chats', () => {
    expect(data.contacts).toHaveLength(10);
    expect(Object.keys(data.chats)).toHaveLength(2);
  });
  it('covers every contact status', () => {
    expect(new Set(data.contacts.map((c) => c.status))).toEqual(
      new Set(['online', 'offline', 'away', 'do not disturb']),
    );
  });
  it('chats belong to known contacts, pinned first', () => {
    expect(chatContacts(data).map((c) => c.uid)).toEqual([1, 2]);
  });
  it('is deterministic', () => expect(createChatFixture()).toEqual(data));
});
