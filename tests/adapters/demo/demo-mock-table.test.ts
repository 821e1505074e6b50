import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUrl } from '../../../src/adapters/http/http-client';
import { startMockServer, type MockServerHandle } from '../../../src/adapters/mock/mock-server';
import { handlers as mail } from '../../../src/adapters/mock/demo/handlers/email.handlers';
import { handlers as chat } from '../../../src/adapters/mock/demo/handlers/chat.handlers';
import { handlers as todo } from '../../../src/adapters/mock/demo/handlers/todo.handlers';
import { handlers as calendar } from '../../../src/adapters/mock/demo/handlers/calendar.handlers';
import { handlers as datalist } from '../../../src/adapters/mock/demo/handlers/datalist.handlers';
import { handlers as listedUsers } from '../../../src/adapters/mock/demo/handlers/listed-users.handlers';
import { handlers as aggrid } from '../../../src/adapters/mock/demo/handlers/aggrid.handlers';
import { handlers as autocomplete } from '../../../src/adapters/mock/demo/handlers/autocomplete.handlers';
import { handlers as ecommerce } from '../../../src/adapters/mock/demo/handlers/ecommerce.handlers';
import type { Email } from '../../../src/domain/demo/mail/email.types';
import type { Task } from '../../../src/domain/demo/todo/task.types';
import type { ChatData } from '../../../src/domain/demo/chat/chat.types';
import type { DataListItem } from '../../../src/domain/demo/datalist/datalist.types';

/**
 * Walks the template-demo rows of the spec's "Calls answered by the in-browser mock" table, one
 * test per row, with the exact method, path spelling, payload, answer and status.
 */
let server: MockServerHandle;

beforeEach(() => {
  // Start on a nested page, as the app does: paths must not resolve against it.
  window.history.pushState({}, '', '/email/inbox');
  server = startMockServer({
    latencyMs: 0,
    seed: 1,
    freightCount: 0,
    mode: 'mock',
    now: () => new Date('2026-11-21T12:00:00Z'),
    modules: [mail, chat, todo, calendar, datalist, listedUsers, aggrid, autocomplete, ecommerce],
  });
});
afterEach(() => server.shutdown());

/** `path` is spelled as in the spec; like the app's HTTP client, buildUrl gives it its leading slash. */
async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(buildUrl('', path), {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text === '' ? undefined : (JSON.parse(text) as unknown) };
}
const ids = (list: unknown) => (list as { id: number }[]).map((x) => x.id);

describe('data list rows', () => {
  it('GET /api/datalist/initial-data answers the full list', async () => {
    const { status, json } = await call('GET', '/api/datalist/initial-data');
    expect(status).toBe(200);
    expect(ids(json)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
  });
  it('GET /api/datalist/data slices by page/perPage with totalPages = ceil(count/perPage)', async () => {
    const { status, json } = await call('GET', '/api/datalist/data?page=2&perPage=5');
    expect(status).toBe(200);
    const page = json as { data: DataListItem[]; totalPages: number };
    expect(ids(page.data)).toEqual([6, 7, 8, 9, 10]);
    expect(page.totalPages).toBe(6);
  });
  it('GET /api/datalist/data without params answers the first 4 and totalPages for 4 per page', async () => {
    const { json } = await call('GET', '/api/datalist/data');
    const page = json as { data: DataListItem[]; totalPages: number };
    expect(ids(page.data)).toEqual([1, 2, 3, 4]);
    expect(page.totalPages).toBe(7);
  });
  it('POST /api/datalist/add-data {obj} answers 200 and puts the item first with the next id', async () => {
    const obj = {
      name: 'Seal tape',
      category: 'Securing',
      price: '3.50',
      order_status: 'pending',
      popularity: 77,
      img: '',
    };
    expect((await call('POST', '/api/datalist/add-data', { obj })).status).toBe(200);
    const all = (await call('GET', '/api/datalist/initial-data')).json as DataListItem[];
    expect(all[0]).toMatchObject({ id: 27, name: 'Seal tape', popularity: { popValue: 77, color: 'success' } });
  });
  it('POST /api/datalist/update-data {obj} answers 200 and stores the change', async () => {
    const [first] = (await call('GET', '/api/datalist/initial-data')).json as DataListItem[];
    const obj = { ...first!, name: 'Renamed', popularity: { popValue: 40, color: 'success' } };
    expect((await call('POST', '/api/datalist/update-data', { obj })).status).toBe(200);
    const [after] = (await call('GET', '/api/datalist/initial-data')).json as DataListItem[];
    expect(after).toMatchObject({ id: first!.id, name: 'Renamed', popularity: { popValue: 40, color: 'warning' } });
  });
  it('POST /api/datalist/delete-data {obj} answers 200 and removes it', async () => {
    const [first] = (await call('GET', '/api/datalist/initial-data')).json as DataListItem[];
    expect((await call('POST', '/api/datalist/delete-data', { obj: first })).status).toBe(200);
    expect(ids((await call('GET', '/api/datalist/initial-data')).json)).not.toContain(first!.id);
  });
  it('POST /api/datalist/delete-selected {arr} answers 200 and removes them', async () => {
    const all = (await call('GET', '/api/datalist/initial-data')).json as DataListItem[];
    expect((await call('POST', '/api/datalist/delete-selected', { arr: all.slice(0, 3) })).status).toBe(200);
    expect(ids((await call('GET', '/api/datalist/initial-data')).json)).toHaveLength(23);
  });
});

describe('sample data rows', () => {
  it('GET /api/aggrid/data answers data (contact records)', async () => {
    const { status, json } = await call('GET', '/api/aggrid/data');
    expect(status).toBe(200);
    const rows = (json as { data: Record<string, unknown>[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining(['firstname', 'lastname', 'company', 'followers', 'web', 'fax']),
    );
  });
  it('GET /api/autocomplete/data answers autoComplete (100 titles)', async () => {
    const { status, json } = await call('GET', '/api/autocomplete/data');
    expect(status).toBe(200);
    const list = (json as { autoComplete: { title: string; rank: number; id: number }[] }).autoComplete;
    expect(list).toHaveLength(100);
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'rank', 'title']);
  });
  it('GET /api/users/list answers the user list', async () => {
    const { status, json } = await call('GET', '/api/users/list');
    expect(status).toBe(200);
    expect((json as unknown[]).length).toBe(40);
  });
});

describe('email rows', () => {
  it('GET /api/email/mails?filter=inbox answers inbox mails newest first', async () => {
    const { status, json } = await call('GET', '/api/email/mails?filter=inbox');
    expect(status).toBe(200);
    const list = json as Email[];
    expect(list.every((m) => m.mailFolder === 'inbox')).toBe(true);
    expect(ids(list)).toEqual([...ids(list)].sort((a, b) => b - a));
  });
  it('GET /api/email/mails: starred excludes trash, a label is a label filter', async () => {
    const starred = (await call('GET', '/api/email/mails?filter=starred')).json as Email[];
    expect(starred.every((m) => m.isStarred && m.mailFolder !== 'trash')).toBe(true);
    const company = (await call('GET', '/api/email/mails?filter=company')).json as Email[];
    expect(company.length).toBeGreaterThan(0);
    expect(company.every((m) => m.labels.includes('company') && m.mailFolder !== 'trash')).toBe(true);
  });
  it('POST /api/email/set-starred {mailId} answers 200 and toggles', async () => {
    expect((await call('POST', '/api/email/set-starred', { mailId: 3 })).status).toBe(200);
    const sent = (await call('GET', '/api/email/mails?filter=sent')).json as Email[];
    expect(sent.find((m) => m.id === 3)?.isStarred).toBe(true);
  });
  it('POST /api/email/move-mails {selectedEmails, mailFolder} answers 200 and moves', async () => {
    expect((await call('POST', '/api/email/move-mails', { selectedEmails: [1, 2], mailFolder: 'trash' })).status).toBe(
      200,
    );
    expect(ids((await call('GET', '/api/email/mails?filter=trash')).json)).toEqual(expect.arrayContaining([1, 2]));
  });
  it('POST api/email/mark-unread (no leading slash) {emailIds, unreadFlag} answers 200', async () => {
    expect((await call('POST', 'api/email/mark-unread', { emailIds: [4, 5], unreadFlag: true })).status).toBe(200);
    const inbox = (await call('GET', '/api/email/mails?filter=inbox')).json as Email[];
    expect(inbox.filter((m) => m.id === 4 || m.id === 5).every((m) => m.unread)).toBe(true);
    await call('POST', 'api/email/mark-unread', { emailIds: [4], unreadFlag: false });
    const again = (await call('GET', '/api/email/mails?filter=inbox')).json as Email[];
    expect(again.find((m) => m.id === 4)?.unread).toBe(false);
  });
  it('POST api/email/set-labels (no leading slash) {emailIds, label} answers 200 and toggles', async () => {
    const before = ((await call('GET', '/api/email/mails?filter=inbox')).json as Email[]).find((m) => m.id === 1)!;
    expect((await call('POST', 'api/email/set-labels', { emailIds: [1], label: 'private' })).status).toBe(200);
    const after = ((await call('GET', '/api/email/mails?filter=inbox')).json as Email[]).find((m) => m.id === 1)!;
    expect(after.labels.includes('private')).toBe(!before.labels.includes('private'));
  });
});

describe('chat rows', () => {
  it('GET /api/app/chat/chats answers chats and contacts', async () => {
    const { status, json } = await call('GET', '/api/app/chat/chats');
    expect(status).toBe(200);
    const data = json as ChatData;
    expect(Object.keys(data.chats)).toHaveLength(2);
    expect(data.contacts).toHaveLength(10);
  });
  it('GET /api/app/chat/chat-contacts answers the contacts that have a chat', async () => {
    const { json } = await call('GET', '/api/app/chat/chat-contacts');
    expect((json as { uid: number }[]).map((c) => c.uid)).toEqual([1, 2]);
  });
  it('POST api/app/chat/send-message {contactId, message, isPinned} answers 200, creating the chat', async () => {
    expect(
      (await call('POST', 'api/app/chat/send-message', { contactId: 5, message: 'Set point?', isPinned: true })).status,
    ).toBe(200);
    const data = (await call('GET', '/api/app/chat/chats')).json as ChatData;
    expect(data.chats['5']).toMatchObject({ isPinned: true, msg: [{ textContent: 'Set point?', isSent: true }] });
    expect(((await call('GET', '/api/app/chat/chat-contacts')).json as { uid: number }[]).map((c) => c.uid)).toContain(
      5,
    );
  });
  it('POST /api/apps/chat/mark-all-seen/ {contactId} answers 200 (with or without the trailing slash)', async () => {
    expect((await call('POST', '/api/apps/chat/mark-all-seen/', { contactId: 2 })).status).toBe(200);
    expect((await call('POST', '/api/apps/chat/mark-all-seen', { contactId: 2 })).status).toBe(200);
    const data = (await call('GET', '/api/app/chat/chats')).json as ChatData;
    expect(data.chats['2']?.msg.every((m) => m.isSeen)).toBe(true);
  });
  it('POST /api/apps/chat/set-pinned/ {contactId, value} answers 200 and re-sorts', async () => {
    expect((await call('POST', '/api/apps/chat/set-pinned/', { contactId: 2, value: true })).status).toBe(200);
    await call('POST', '/api/apps/chat/set-pinned/', { contactId: 1, value: false });
    expect(((await call('GET', '/api/app/chat/chat-contacts')).json as { uid: number }[]).map((c) => c.uid)).toEqual([
      2, 1,
    ]);
  });
});

describe('todo and calendar rows', () => {
  it('GET api/apps/todo (no leading slash) ?filter answers tasks reversed', async () => {
    const { status, json } = await call('GET', 'api/apps/todo?filter=all');
    expect(status).toBe(200);
    const list = json as Task[];
    expect(list.every((t) => !t.isTrashed)).toBe(true);
    expect(ids(list)).toEqual([...ids(list)].sort((a, b) => b - a));
    const bug = (await call('GET', 'api/apps/todo?filter=bug')).json as Task[];
    expect(bug.every((t) => t.tags.includes('bug'))).toBe(true);
  });
  it('POST /api/apps/todo/new-task {task} answers 201 with the new id', async () => {
    const task = {
      title: 'Call the broker',
      desc: '',
      tags: ['doc'],
      isImportant: false,
      isStarred: false,
      isCompleted: false,
      isTrashed: false,
    };
    const { status, json } = await call('POST', '/api/apps/todo/new-task', { task });
    expect(status).toBe(201);
    expect(json).toEqual({ id: 11 });
  });
  it('POST /api/app/todo/trash-todo {taskId} answers 200 echoing it', async () => {
    const { status, json } = await call('POST', '/api/app/todo/trash-todo', { taskId: 1 });
    expect(status).toBe(200);
    expect(json).toBe(1);
    expect(ids((await call('GET', 'api/apps/todo?filter=trashed')).json)).toContain(1);
  });
  it('GET /api/apps/calendar/events answers the event list', async () => {
    const { status, json } = await call('GET', '/api/apps/calendar/events');
    expect(status).toBe(200);
    expect(json).toEqual([expect.objectContaining({ id: 1, label: 'business', start: '2026-11-21T13:00:00.000Z' })]);
  });
});
