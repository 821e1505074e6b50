import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { createHttpDemoCalendar } from '../../../src/adapters/http/demo/http-demo-calendar.adapter';
import { createHttpDemoChat } from '../../../src/adapters/http/demo/http-demo-chat.adapter';
import { createHttpDemoDataList } from '../../../src/adapters/http/demo/http-demo-datalist.adapter';
import { createHttpDemoMail } from '../../../src/adapters/http/demo/http-demo-mail.adapter';
import { createHttpDemoSamples } from '../../../src/adapters/http/demo/http-demo-samples.adapter';
import { createHttpDemoTodo } from '../../../src/adapters/http/demo/http-demo-todo.adapter';
import { handlers as aggrid } from '../../../src/adapters/mock/demo/handlers/aggrid.handlers';
import { handlers as autocomplete } from '../../../src/adapters/mock/demo/handlers/autocomplete.handlers';
import { handlers as calendar } from '../../../src/adapters/mock/demo/handlers/calendar.handlers';
import { handlers as chat } from '../../../src/adapters/mock/demo/handlers/chat.handlers';
import { handlers as datalist } from '../../../src/adapters/mock/demo/handlers/datalist.handlers';
import { handlers as listedUsers } from '../../../src/adapters/mock/demo/handlers/listed-users.handlers';
import { handlers as ecommerce } from '../../../src/adapters/mock/demo/handlers/ecommerce.handlers';
import { handlers as email } from '../../../src/adapters/mock/demo/handlers/email.handlers';
import { handlers as todo } from '../../../src/adapters/mock/demo/handlers/todo.handlers';
import { startMockServer, type MockServerHandle } from '../../../src/adapters/mock/mock-server';
import { AppError } from '../../../src/application/errors/app-error';

/** The demo ports' HTTP adapters against the mock server: answers parse, changes persist, errors are AppErrors. */
let server: MockServerHandle;
const http = createHttpClient({ baseUrl: '', timeoutMs: 5_000 });

beforeEach(() => {
  server = startMockServer({
    latencyMs: 0,
    seed: 1,
    freightCount: 0,
    mode: 'mock',
    now: () => new Date('2026-11-21T12:00:00Z'),
    modules: [email, chat, todo, calendar, datalist, listedUsers, aggrid, autocomplete, ecommerce],
  });
});
afterEach(() => server.shutdown());

describe('HTTP demo adapters on the mock server', () => {
  it('mail: list, star, move, unread, label and send', async () => {
    const mails = createHttpDemoMail(http);
    const inbox = await mails.list('inbox');
    const first = inbox[0]!;
    await mails.toggleStar(first.id);
    await mails.markUnread([first.id], true);
    await mails.toggleLabel([first.id], 'company');
    const again = (await mails.list('inbox')).find((m) => m.id === first.id)!;
    expect(again.isStarred).toBe(!first.isStarred);
    expect(again.unread).toBe(true);
    expect(again.labels.includes('company')).toBe(!first.labels.includes('company'));
    await mails.move([first.id], 'spam');
    expect((await mails.list('spam')).map((m) => m.id)).toContain(first.id);
    const sent = await mails.send({ to: ['a@b.test'], cc: [], bcc: [], subject: 'Hi', message: '<p>x</p>' });
    expect(sent).toMatchObject({ id: 31, mailFolder: 'sent', time: '12:00' });
  });

  it('mail: a refused send is a validation AppError', async () => {
    const error = await createHttpDemoMail(http)
      .send({ to: [], cc: [], bcc: [], subject: 'x', message: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('validation');
    expect((error as AppError).fieldErrors).toEqual({ to: 'required' });
  });

  it('chat: load, send, mark seen, pin', async () => {
    const repo = createHttpDemoChat(http);
    await repo.send(3, 'Hello', false);
    await repo.markAllSeen(2);
    await repo.setPinned(3, true);
    const data = await repo.load();
    expect(data.chats['3']).toMatchObject({ isPinned: true, msg: [{ textContent: 'Hello' }] });
    expect(data.chats['2']?.msg.every((m) => m.isSeen)).toBe(true);
    // Both 1 and 3 are pinned; 3 has the newer message.
    expect((await repo.chatContacts()).map((c) => c.uid)).toEqual([3, 1, 2]);
  });

  it('chat: an unknown contact is not-found', async () => {
    await expect(createHttpDemoChat(http).send(99, 'x', false)).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('todo: create returns the new id, update and trash persist', async () => {
    const repo = createHttpDemoTodo(http);
    const id = await repo.create({
      title: 'New',
      desc: '',
      tags: [],
      isImportant: false,
      isStarred: true,
      isCompleted: false,
      isTrashed: false,
    });
    expect(id).toBe(11);
    const [created] = await repo.list('starred');
    expect(created?.id).toBe(11);
    await repo.update({ ...created!, title: 'Renamed' });
    await repo.trash(11);
    expect((await repo.list('trashed')).find((t) => t.id === 11)?.title).toBe('Renamed');
  });

  it('calendar: add, update, remove', async () => {
    const repo = createHttpDemoCalendar(http);
    const added = await repo.add({
      title: 'Cut-off',
      start: '2026-11-22T09:00:00.000Z',
      end: '2026-11-22T10:00:00.000Z',
      label: 'work',
      allDay: false,
      selectable: true,
    });
    expect(added.id).toBe(2);
    await repo.update({ ...added, title: 'Gate cut-off' });
    expect((await repo.list()).map((e) => e.title)).toEqual(['Carrier rate review', 'Gate cut-off']);
    await repo.remove(2);
    expect(await repo.list()).toHaveLength(1);
    await expect(repo.add({ ...added, title: ' ' })).rejects.toMatchObject({ kind: 'validation' });
  });

  it('data list: page, add, update, remove, remove many', async () => {
    const repo = createHttpDemoDataList(http);
    expect((await repo.page(1, 4)).data).toHaveLength(4);
    await repo.add({
      name: 'Seal',
      category: 'Securing',
      price: '1.00',
      order_status: 'pending',
      popularity: 90,
      img: '',
    });
    const all = await repo.all();
    expect(all[0]).toMatchObject({ id: 27, popularity: { popValue: 90, color: 'success' } });
    await repo.update({ ...all[0]!, name: 'Seal kit' });
    await repo.remove(all[1]!);
    await repo.removeMany([all[2]!, all[3]!]);
    const after = await repo.all();
    expect(after).toHaveLength(24);
    expect(after[0]?.name).toBe('Seal kit');
  });

  it('samples: users, update user, contact grid, titles, products', async () => {
    const samples = createHttpDemoSamples(http);
    expect(await samples.listedUsers()).toHaveLength(40);
    const updated = await samples.updateListedUser(1, {
      username: 'ana.x',
      name: 'Ana X',
      email: 'ana@x.test',
      role: 'editor',
      status: 'blocked',
      department: 'IT',
      country: 'Chile',
    });
    expect(updated).toMatchObject({ id: 1, name: 'Ana X', role: 'editor' });
    await expect(samples.updateListedUser(1, { ...updated, email: 'bad' })).rejects.toMatchObject({
      kind: 'validation',
    });
    expect((await samples.contactGrid()).length).toBe(200);
    expect(await samples.autocompleteTitles()).toHaveLength(100);
    expect((await samples.shopProducts()).length).toBe(16);
  });
});
