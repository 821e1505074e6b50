import { describe, expect, it } from 'vitest';
import { changePayloads, readPayload } from '../../src/adapters/postgres/postgres-change-relay';
import { announcingChanges } from '../../src/application/live/change-capture';
import { changeFor, createChangeFeed, type FeedMessage } from '../../src/application/live/change-feed';
import type { ChangeEvent, RecordChange } from '../../src/application/ports/change-feed.port';
import type { Transactor, UnitOfWork } from '../../src/application/ports/store/unit-of-work.port';
import type { Contact } from '../../src/domain/contact/contact';
import type { AuditEntry } from '../../src/domain/audit/audit-entry';

const change = (seq: number, patch: Partial<ChangeEvent> = {}): ChangeEvent => ({
  seq,
  kind: 'contact',
  id: `c-${seq}`,
  version: '2026-12-07T10:00:00.000Z',
  action: 'update',
  by: { id: 'u-1', name: 'Ana' },
  at: '2026-12-07T10:00:00.000Z',
  ...patch,
});

describe('a copy’s change feed', () => {
  it('replays what it keeps after the listener’s last change, and resets when that is gone', () => {
    const feed = createChangeFeed({ capacity: 3 });
    feed.caughtUp(10);
    feed.deliver([11, 12, 13, 14].map((n) => change(n)));
    const noop = () => undefined;
    expect(feed.join(12, noop).missed).toEqual([change(13), change(14)]);
    expect(feed.join(11, noop).missed).toEqual([change(12), change(13), change(14)]);
    expect(feed.join(10, noop).missed).toBe('reset');
    expect(feed.join(null, noop).missed).toEqual([]);
  });

  it('skips, for a listener another copy brought a little ahead, the changes it already had', () => {
    const feed = createChangeFeed({ capacity: 3 });
    feed.caughtUp(5);
    const heard: FeedMessage[] = [];
    expect(feed.join(7, (m) => heard.push(m)).missed).toEqual([]);
    feed.deliver([6, 7, 8].map((n) => change(n)));
    expect(heard).toEqual([{ type: 'change', event: change(8) }]);
    expect(feed.join(5 + 3 + 4, () => undefined).missed).toBe('reset');
  });

  it('tells its listeners to refetch when a number was skipped (a change lost on the way)', () => {
    const feed = createChangeFeed();
    feed.caughtUp(1);
    const heard: FeedMessage[] = [];
    feed.join(null, (m) => heard.push(m));
    feed.deliver([change(2), change(2), change(4)]);
    expect(heard).toEqual([
      { type: 'change', event: change(2) },
      { type: 'reset', lastSeq: 3 },
      { type: 'change', event: change(4) },
    ]);
    expect(feed.join(2, () => undefined).missed).toBe('reset');
  });

  it("tells saved views to their owner, to all while shared, and 'delete' to those who lose them", () => {
    const view = (shared: boolean, wasShared: boolean) =>
      change(1, { kind: 'savedView', audience: { ownerId: 'u-owner', shared, wasShared } });
    const owner = { id: 'u-owner', name: 'O', role: 'user' as const };
    const admin = { id: 'u-admin', name: 'A', role: 'admin' as const };
    expect(changeFor(owner, view(false, false))).toEqual(view(false, false));
    expect(changeFor(admin, view(false, false))).toBeNull();
    expect(changeFor(admin, view(true, false))).toEqual(view(true, false));
    expect(changeFor(admin, view(false, true))).toMatchObject({ action: 'delete', version: null });
    expect(changeFor(admin, change(1, { kind: 'user' }))).toEqual(change(1, { kind: 'user' }));
  });
});

describe('announcing what a unit of work committed', () => {
  const contact = { id: 'c-1', updatedAt: '2026-12-07T10:00:00.000Z' } as Contact;
  const entry = (action: AuditEntry['action']): AuditEntry => ({
    id: 'au-1',
    kind: 'contact',
    recordId: 'c-1',
    label: 'C',
    action,
    at: '2026-12-07T10:00:01.000Z',
    by: { id: 'u-9', name: 'Bia' },
    changes: [],
  });
  const fakeUow = (): UnitOfWork => {
    const table = { get: async () => null, put: async () => undefined, remove: async () => undefined };
    return {
      freight: table,
      products: table,
      contacts: table,
      users: table,
      uniques: { owner: async () => null, claim: async () => undefined, release: async () => undefined },
      counters: { read: async () => null, write: async () => undefined },
      requests: { get: async () => null, put: async () => undefined },
      audit: { append: async () => undefined },
    } as unknown as UnitOfWork;
  };
  const clock = { now: () => new Date('2026-12-07T10:00:02.000Z') };

  it('tells only the run that committed, after it committed, with who made it', async () => {
    const told: RecordChange[][] = [];
    // A store that runs the work twice (a concurrent writer got there first), then commits the second run.
    const retrying: Transactor = {
      async run(work) {
        await work(fakeUow());
        expect(told).toEqual([]);
        return work(fakeUow());
      },
    };
    let runs = 0;
    const tx = announcingChanges(retrying, (changes) => told.push([...changes]), clock);
    await tx.run(async (uow) => {
      runs += 1;
      await uow.contacts.get('c-1');
      await uow.contacts.put(contact);
      await uow.audit.append(entry('create'));
    });
    expect(runs).toBe(2);
    expect(told).toEqual([
      [
        {
          kind: 'contact',
          id: 'c-1',
          version: contact.updatedAt,
          action: 'create',
          by: { id: 'u-9', name: 'Bia' },
          at: '2026-12-07T10:00:01.000Z',
        },
      ],
    ]);
  });

  it('tells nothing for a unit that failed or only read', async () => {
    const told: unknown[] = [];
    const plain: Transactor = { run: (work) => work(fakeUow()) };
    const tx = announcingChanges(plain, (changes) => told.push(changes), clock);
    await tx.run((uow) => uow.contacts.get('c-1'));
    await expect(
      tx.run(async (uow) => {
        await uow.contacts.remove('c-1');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(told).toEqual([]);
  });
});

describe('NOTIFY payloads', () => {
  it('stay under 8,000 bytes and read back numbered in order', () => {
    const changes = Array.from({ length: 120 }, (_, n) =>
      change(0, { id: `f-${n}`, by: { id: 'u-1', name: 'Ñame'.repeat(30) } }),
    ).map(({ seq: _seq, ...rest }) => rest);
    const payloads = changePayloads(41, changes);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(new TextEncoder().encode(payload).length).toBeLessThan(8_000);
    const read = payloads.flatMap(readPayload);
    expect(read.map((event) => event.seq)).toEqual(changes.map((_, n) => 41 + n));
    expect(read[7]).toEqual({ ...changes[7], seq: 48 });
    expect(readPayload('{"s":1,"c":[["nope"]]}')).toEqual([]);
  });
});
