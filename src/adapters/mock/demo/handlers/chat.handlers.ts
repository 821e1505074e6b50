import type { ChatData } from '../../../../domain/demo/chat/chat.types';
import { chatContacts, markAllSeen, sendMessage, setPinned } from '../../../../domain/demo/chat/chat-rules';
import { createChatFixture } from '../fixtures/chat.fixture';
import { bodyRecord, fail, ok } from '../../mock-responses';
import { demoHandlers } from './demo-handler-helpers';

export const CHAT_TABLE = 'demo.chat';

/** The chat demo; the original mixed `app` and `apps` in its paths, and so do we. */
export const handlers = demoHandlers((router, { db, now }) => {
  db.define<ChatData>(CHAT_TABLE, () => [createChatFixture()]);
  const read = (): ChatData => db.table<ChatData>(CHAT_TABLE)[0]!;
  const write = (next: ChatData) => {
    db.table<ChatData>(CHAT_TABLE)[0] = next;
  };
  const contactIdOf = (body: Record<string, unknown>) => {
    const id = Number(body.contactId);
    return read().contacts.some((c) => c.uid === id) ? id : null;
  };

  router.get('/api/app/chat/chats', () => ok(read()));
  router.get('/api/app/chat/chat-contacts', () => ok(chatContacts(read())));

  router.post('/api/app/chat/send-message', (request) => {
    const body = bodyRecord(request);
    const contactId = contactIdOf(body);
    if (contactId === null) return fail(404, 'Unknown contact');
    if (typeof body.message !== 'string' || body.message.trim() === '') return fail(400, 'The message is empty');
    const data = read();
    const chats = sendMessage(data.chats, {
      contactId,
      message: body.message,
      isPinned: body.isPinned === true,
      time: now().toISOString(),
    });
    write({ ...data, chats });
    return ok();
  });

  router.post('/api/apps/chat/mark-all-seen/', (request) => {
    const contactId = contactIdOf(bodyRecord(request));
    if (contactId === null) return fail(404, 'Unknown contact');
    const data = read();
    write({ ...data, chats: markAllSeen(data.chats, contactId) });
    return ok();
  });

  router.post('/api/apps/chat/set-pinned/', (request) => {
    const body = bodyRecord(request);
    const contactId = contactIdOf(body);
    if (contactId === null) return fail(404, 'Unknown contact');
    const data = read();
    write({ ...data, chats: setPinned(data.chats, contactId, body.value === true) });
    return ok();
  });
});
