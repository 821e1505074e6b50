import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContact } from '../adapters/contracts/master-data-samples';
import { ADMIN, call, signIn, STAFF } from '../adapters/rest/rest-target';
import { openEvents, type EventReader } from './event-stream-reader';
import { startTestServer, type TestServer } from './test-server';

/**
 * `GET /api/events` on the in-process server (PGlite, one copy): signed-in callers only, one `change` event per
 * committed change, resumption with Last-Event-ID, `reset` once the changes asked for are no longer kept, and
 * never a change the caller may not read.
 */
const KEPT = 4;

describe('the event stream of the Node server on PGlite', () => {
  let server: TestServer;
  let staff: { token: string; id: string; name: string };
  let admin: { token: string; id: string; name: string };
  const streams: EventReader[] = [];
  const open = async (token: string | null, options: Parameters<typeof openEvents>[2] = {}) => {
    const reader = await openEvents(server.url, token, options);
    streams.push(reader);
    if (reader.status === 200) await reader.next((m) => m.event === 'comment' && m.data === 'connected');
    return reader;
  };
  const target = () => ({ baseUrl: server.url });
  let tag = 0;
  const newContact = async (token = admin.token) => {
    const answer = await call(target(), 'POST', '/api/contacts', { token, body: sampleContact(`Live${(tag += 1)}`) });
    expect(answer.status).toBe(201);
    return answer.body as { id: string; updatedAt: string };
  };
  const view = (shared: boolean) => ({ list: 'freight', name: `View ${(tag += 1)}`, shared, state: {}, columns: [] });

  beforeAll(async () => {
    server = await startTestServer('pglite', { FREIGHT_COUNT: '0' }, { eventPingMs: 250, eventsKept: KEPT });
    await server.reset();
    const who = async (account: typeof STAFF | typeof ADMIN) => {
      const session = await signIn(target(), account);
      return { token: session.accessToken, id: session.user.id, name: session.user.name };
    };
    staff = await who(STAFF);
    admin = await who(ADMIN);
  });
  afterAll(async () => {
    for (const reader of streams) reader.close();
    await server.stop();
  });

  it('refuses a caller without a valid access token', async () => {
    for (const token of [null, 'not-a-token']) {
      const refused = await open(token);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('content-type')).toContain('application/json');
    }
  });

  it('tells each committed change: kind, record, version, action, who and when, with growing ids', async () => {
    const events = await open(staff.token);
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    expect(events.headers.get('x-accel-buffering')).toBe('no');
    const contact = await newContact();
    const created = await events.nextChange();
    expect(created.data).toEqual({
      kind: 'contact',
      id: contact.id,
      version: contact.updatedAt,
      action: 'create',
      by: { id: admin.id, name: admin.name },
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const removed = await call(target(), 'DELETE', `/api/contacts/${contact.id}`, { token: admin.token });
    expect(removed.status).toBeLessThan(300);
    const deleted = await events.nextChange();
    expect(deleted.data).toMatchObject({ kind: 'contact', id: contact.id, version: null, action: 'delete' });
    expect(Number(deleted.id)).toBe(Number(created.id) + 1);
    // The comment ping keeps the stream alive (250 ms here, 15 s by default).
    await events.next((m) => m.event === 'comment' && m.data === 'ping', 2_000);
  });

  it('resumes after Last-Event-ID (header or lastEventId query) with the changes missed', async () => {
    const events = await open(staff.token);
    await newContact();
    const seen = await events.nextChange();
    events.close();
    const missed = [await newContact(), await newContact()];
    for (const options of [{ lastEventId: seen.id }, { query: `?lastEventId=${seen.id}` }]) {
      const resumed = await open(staff.token, options);
      const replayed = [await resumed.nextChange(), await resumed.nextChange()];
      expect(replayed.map((change) => change.data.id)).toEqual(missed.map((contact) => contact.id));
      expect(replayed.map((change) => Number(change.id))).toEqual([Number(seen.id) + 1, Number(seen.id) + 2]);
      resumed.close();
    }
  });

  it('answers `reset` when the changes after Last-Event-ID are no longer kept, then goes on', async () => {
    const events = await open(staff.token);
    await newContact();
    const old = await events.nextChange();
    for (let n = 0; n < KEPT + 1; n += 1) await newContact();
    for (let n = 0; n < KEPT + 1; n += 1) await events.nextChange();
    for (const lastEventId of [old.id, 'garbage']) {
      const resumed = await open(staff.token, { lastEventId });
      const reset = await resumed.next((m) => m.event !== 'comment');
      expect(reset.event).toBe('reset');
      expect(Number(reset.id)).toBeGreaterThan(Number(old.id) + KEPT);
      const after = await newContact();
      expect((await resumed.nextChange()).data.id).toBe(after.id);
      resumed.close();
    }
  });

  it("never tells of another person's private saved view; tells them it is gone once unshared", async () => {
    const ownerStream = await open(staff.token);
    const otherStream = await open(admin.token);
    const created = await call(target(), 'POST', '/api/views', { token: staff.token, body: view(false) });
    expect(created.status).toBe(201);
    const viewId = String(created.body.id);
    expect((await ownerStream.nextChange()).data).toMatchObject({ kind: 'savedView', id: viewId, action: 'create' });
    // The admin's next change is the contact made after the view: the private view was not told.
    const marker = await newContact();
    expect((await otherStream.nextChange()).data).toMatchObject({ kind: 'contact', id: marker.id });

    const edit = (shared: boolean) =>
      call(target(), 'PUT', `/api/views/${viewId}`, { token: staff.token, body: { ...view(shared), name: 'Mine' } });
    const shared = await edit(true);
    expect(shared.status).toBe(200);
    expect((await otherStream.nextChange()).data).toMatchObject({
      kind: 'savedView',
      id: viewId,
      action: 'update',
      version: shared.body.updatedAt,
      by: { id: staff.id, name: staff.name },
    });
    expect((await edit(false)).status).toBe(200);
    expect((await otherStream.nextChange()).data).toMatchObject({ id: viewId, action: 'delete', version: null });
    const owner = [await ownerStream.nextChange(), await ownerStream.nextChange(), await ownerStream.nextChange()];
    expect(owner.map((change) => [change.data.id, change.data.action])).toEqual([
      [marker.id, 'create'],
      [viewId, 'update'],
      [viewId, 'update'],
    ]);
  });

  it('ends the stream at the next ping once the caller may no longer sign in', async () => {
    const session = await signIn(target(), { email: 'demo@demo.com', password: 'demodemo' });
    const events = await open(session.accessToken);
    const user = await call(target(), 'GET', `/api/staff/users/${session.user.id}`, { token: admin.token });
    const edited = await call(target(), 'PUT', `/api/staff/users/${session.user.id}`, {
      token: admin.token,
      body: { name: user.body.name, rule: user.body.rule, status: 'inactive', expectedUpdatedAt: user.body.updatedAt },
    });
    expect(edited.status).toBe(200);
    await expect(
      Promise.race([events.ended, new Promise((_, fail) => setTimeout(() => fail(new Error('still open')), 3_000))]),
    ).resolves.toBeUndefined();
  });
});
