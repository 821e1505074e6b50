import { describe, expect, it } from 'vitest';
import { makeCalendarUseCases } from '../../../src/application/demo/calendar.use-cases';
import { makeChatUseCases } from '../../../src/application/demo/chat.use-cases';
import { makeDataListUseCases } from '../../../src/application/demo/datalist.use-cases';
import { makeDemoSamplesUseCases } from '../../../src/application/demo/demo-samples.use-cases';
import { makeMailUseCases } from '../../../src/application/demo/mail.use-cases';
import { makeTodoUseCases } from '../../../src/application/demo/todo.use-cases';
import type { CalendarRepository } from '../../../src/application/ports/demo/demo-calendar.port';
import type { ChatRepository } from '../../../src/application/ports/demo/demo-chat.port';
import type { DataListRepository } from '../../../src/application/ports/demo/demo-datalist.port';
import type { MailRepository } from '../../../src/application/ports/demo/demo-mail.port';
import type { DemoSamplesSource } from '../../../src/application/ports/demo/demo-samples.port';
import type { TodoRepository } from '../../../src/application/ports/demo/demo-todo.port';
import type { CalendarEvent } from '../../../src/domain/demo/calendar/calendar.types';

/** Records the calls a port receives; a hand-written fake, no mocking library. */
function recorder<T extends object>(answers: Partial<Record<keyof T, unknown>> = {}) {
  const calls: [string, unknown[]][] = [];
  const port = new Proxy({} as T, {
    get:
      (_t, name: string) =>
      async (...args: unknown[]) => {
        calls.push([name, args]);
        return answers[name as keyof T];
      },
  });
  return { port, calls };
}

describe('mail use cases', () => {
  it('skips server calls for an empty selection', async () => {
    const { port, calls } = recorder<MailRepository>();
    const mail = makeMailUseCases({ mails: port });
    await mail.move([], 'trash');
    await mail.markUnread([], true);
    await mail.toggleLabel([], 'company');
    expect(calls).toEqual([]);
    await mail.move([1, 2], 'trash');
    expect(calls).toEqual([['move', [[1, 2], 'trash']]]);
  });
  it('refuses an invalid draft before calling the server', async () => {
    const { port, calls } = recorder<MailRepository>();
    const error = await makeMailUseCases({ mails: port })
      .send({ to: [], cc: [], bcc: [], subject: '', message: '' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'validation', fieldErrors: { to: 'required', subject: 'required' } });
    expect(calls).toEqual([]);
  });
});

describe('chat use cases', () => {
  it('trims the message and refuses a blank one', async () => {
    const { port, calls } = recorder<ChatRepository>();
    const chat = makeChatUseCases({ chat: port });
    await expect(chat.send({ contactId: 1, message: '   ', isPinned: false })).rejects.toMatchObject({
      kind: 'validation',
    });
    await chat.send({ contactId: 1, message: ' hi ', isPinned: true });
    expect(calls).toEqual([['send', [1, 'hi', true]]]);
  });
});

describe('todo use cases', () => {
  it('requires a title on create and update, and returns the new id', async () => {
    const { port, calls } = recorder<TodoRepository>({ create: 11 });
    const todo = makeTodoUseCases({ todos: port });
    const draft = {
      title: '',
      desc: '',
      tags: [],
      isImportant: false,
      isStarred: false,
      isCompleted: false,
      isTrashed: false,
    };
    await expect(todo.create(draft)).rejects.toMatchObject({ fieldErrors: { title: 'required' } });
    await expect(todo.update({ ...draft, id: 1 })).rejects.toMatchObject({ kind: 'validation' });
    expect(await todo.create({ ...draft, title: 'x' })).toBe(11);
    expect(calls.map(([n]) => n)).toEqual(['create']);
  });
});

describe('calendar use cases', () => {
  const event: CalendarEvent = {
    id: 1,
    title: 'A',
    start: '2026-03-10T09:00:00.000Z',
    end: '2026-03-10T11:00:00.000Z',
    label: 'business',
    allDay: false,
    selectable: true,
  };
  it('moving keeps the duration and saves through update', async () => {
    const { port, calls } = recorder<CalendarRepository>();
    await makeCalendarUseCases({ calendar: port }).move(event, '2026-03-12T14:00:00.000Z');
    expect(calls).toEqual([
      ['update', [{ ...event, start: '2026-03-12T14:00:00.000Z', end: '2026-03-12T16:00:00.000Z' }]],
    ]);
  });
  it('refuses an end before the start', async () => {
    const { port, calls } = recorder<CalendarRepository>();
    await expect(
      makeCalendarUseCases({ calendar: port }).add({ ...event, end: '2026-03-01T00:00:00.000Z' }),
    ).rejects.toMatchObject({ fieldErrors: { end: 'beforeStart' } });
    expect(calls).toEqual([]);
  });
});

describe('data list and sample use cases', () => {
  it('validates drafts and skips an empty delete-selected', async () => {
    const { port, calls } = recorder<DataListRepository>();
    const datalist = makeDataListUseCases({ datalist: port });
    await expect(
      datalist.add({ name: '', category: 'x', price: '1', order_status: 'pending', popularity: 1, img: '' }),
    ).rejects.toMatchObject({ kind: 'validation' });
    await datalist.removeMany([]);
    expect(calls).toEqual([]);
  });
  it('validates a user edit', async () => {
    const { port, calls } = recorder<DemoSamplesSource>();
    const samples = makeDemoSamplesUseCases({ samples: port });
    await expect(
      samples.updateListedUser(1, {
        username: 'a',
        name: 'A',
        email: 'no',
        role: 'user',
        status: 'active',
        department: '',
        country: '',
      }),
    ).rejects.toMatchObject({ fieldErrors: { email: 'invalid' } });
    expect(calls).toEqual([]);
  });
});
