import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyMemoryData } from '../../../src/adapters/memory/memory-data';
import type { SnapshotTable } from '../../../src/adapters/memory/memory-snapshot';
import { createDemoPersistence, type ChangeChannel } from '../../../src/adapters/mock/demo-persistence';
import { openIndexedDbSnapshotStore, type SnapshotStore } from '../../../src/adapters/mock/indexeddb-snapshot-store';
import { startMockHost, type MockHostHandle } from '../../../src/adapters/mock/mock-host';
import { freightInputOf } from '../../../src/domain/freight/freight-record';
import type { Contact } from '../../../src/domain/contact/contact';
import { aFreight } from '../../domain/freight/freight-test-data';
import { partyContacts } from '../contracts/party-contacts';
import { sampleContact } from '../contracts/master-data-samples';

/** BroadcastChannel's behaviour between the tabs of one test: every other member hears a post. */
function channelHub() {
  const members = new Set<(tables: readonly SnapshotTable[]) => void>();
  return (): ChangeChannel => {
    let mine: ((tables: readonly SnapshotTable[]) => void) | null = null;
    return {
      post: (tables) => members.forEach((listener) => listener !== mine && listener(tables)),
      listen: (listener) => {
        mine = listener;
        members.add(listener);
        return () => members.delete(listener);
      },
      close: () => {
        if (mine) members.delete(mine);
      },
    };
  };
}

/** Records which tables each write carried. */
function recording(store: SnapshotStore) {
  const writes: string[][] = [];
  const wrapped: SnapshotStore = {
    ...store,
    write: (tables, meta) => {
      writes.push(Object.keys(tables).sort());
      return store.write(tables, meta);
    },
  };
  return { store: wrapped, writes };
}

const hosts: MockHostHandle[] = [];
afterEach(() => {
  hosts.splice(0).forEach((host) => host.shutdown());
});

async function openTab(factory: IDBFactory, options: { seed?: number; channel?: ChangeChannel | null } = {}) {
  const store = recording(await openIndexedDbSnapshotStore('freightdesk-test', factory));
  const host = await startMockHost({
    seed: options.seed ?? 3,
    freightCount: 20,
    hashIterations: 1,
    snapshot: { store: store.store, channel: options.channel ?? null },
  });
  hosts.push(host);
  await host.ready;
  const send = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await host.fetch(
      new Request(`http://demo.test${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  };
  const login = async () =>
    String(
      (await send('POST', '/api/authenticate/login/user', { email: 'staff@demo.com', password: 'demodemo' })).body
        .accessToken,
    );
  return { host, send, login, writes: store.writes };
}

const contactsNamed = async (tab: Awaited<ReturnType<typeof openTab>>, token: string, text: string) =>
  (await tab.send('GET', `/api/contacts?q=${text}`, undefined, token)).body.total;

describe('the demo remembers (IndexedDB snapshot of the mock database)', () => {
  it('keeps a contact created in one visit for the next one, and its session too', async () => {
    const factory = new IDBFactory();
    const first = await openTab(factory);
    const token = await first.login();
    expect((await first.send('POST', '/api/contacts', sampleContact('Kept'), token)).status).toBe(201);
    await first.host.flush();
    first.host.shutdown();

    const reloaded = await openTab(factory);
    expect(await contactsNamed(reloaded, token, 'zeldakept')).toBe(1);
    expect(reloaded.host.data.freight.size).toBe(20);
  });

  it('answers a write only once it is stored: a reload right after a sign-in and a save finds both', async () => {
    const factory = new IDBFactory();
    const first = await openTab(factory);
    const signedIn = await first.send('POST', '/api/authenticate/login/user', {
      email: 'staff@demo.com',
      password: 'demodemo',
    });
    const token = String(signedIn.body.accessToken);
    expect((await first.send('POST', '/api/contacts', sampleContact('Quick'), token)).status).toBe(201);
    first.host.shutdown();

    const reloaded = await openTab(factory);
    expect(await contactsNamed(reloaded, token, 'zeldaquick')).toBe(1);
    const renewed = await reloaded.send('POST', '/api/authenticate/refresh-token', {
      refreshToken: signedIn.body.refreshToken,
    });
    expect(renewed.status).toBe(200);
  });

  it('deletes the expired sessions and stale throttling counts of earlier visits', async () => {
    const factory = new IDBFactory();
    const first = await openTab(factory);
    first.host.data.refreshTokens.set('expired', {
      tokenHash: 'expired',
      userId: 'u1',
      family: 'f1',
      expiresAt: '2020-01-01T00:00:00.000Z',
      familyExpiresAt: '2020-01-01T00:00:00.000Z',
      usedAt: null,
      revokedAt: null,
    });
    first.host.data.attempts.set('signin:old|local', {
      count: 3,
      firstAt: '2020-01-01T00:00:00.000Z',
      lastAt: '2020-01-01T00:00:00.000Z',
    });
    // A sign-in stores both tables, the rows above with them.
    await first.login();
    await first.host.flush();
    first.host.shutdown();

    const reloaded = await openTab(factory);
    await vi.waitFor(() => {
      expect(reloaded.host.data.refreshTokens.has('expired')).toBe(false);
      expect(reloaded.host.data.attempts.has('signin:old|local')).toBe(false);
    });
    expect(reloaded.host.data.refreshTokens.size).toBe(1);
  });

  it('keeps the seeded shipments out of the snapshot: only the shipments changed since the seed', async () => {
    const factory = new IDBFactory();
    const first = await openTab(factory);
    const token = await first.login();
    const seeded = [...first.host.data.freight.values()].find((r) => r.status === 'draft' || r.status === 'booked');
    const cancelled = await first.send('POST', `/api/freight/${seeded?.id}/transitions`, { action: 'cancel' }, token);
    expect(cancelled.body.status).toBe('cancelled');
    const parties = await partyContacts({
      create: async (fields) => (await first.send('POST', '/api/contacts', fields, token)).body as unknown as Contact,
    });
    const made = await first.send('POST', '/api/freight', { input: freightInputOf(aFreight(parties)) }, token);
    await first.host.flush();
    const stored = await (await openIndexedDbSnapshotStore('freightdesk-test', factory)).readTables(['freight']);
    expect(stored.freight).toEqual({
      changed: expect.arrayContaining([
        expect.objectContaining({ id: seeded?.id, status: cancelled.body.status }),
        expect.objectContaining({ id: made.body.id }),
      ]),
      removed: [],
    });
    expect((stored.freight as { changed: unknown[] }).changed).toHaveLength(2);
    first.host.shutdown();

    const reloaded = await openTab(factory);
    expect(reloaded.host.data.freight.size).toBe(21);
    expect(reloaded.host.data.freight.get(String(seeded?.id))?.status).toBe(cancelled.body.status);
  });

  it('numbers the next shipment after the seeded ones on a later visit too, never a seeded reference again', async () => {
    const factory = new IDBFactory();
    const first = await openTab(factory);
    const seededReferences = new Set([...first.host.data.freight.values()].map((r) => r.reference));
    const highest = [...seededReferences].sort().at(-1) ?? '';
    expect(first.host.data.counters.get('freight')).toBe(highest);
    await first.host.flush();
    first.host.shutdown();

    const reloaded = await openTab(factory);
    const token = await reloaded.login();
    expect(reloaded.host.data.counters.get('freight')).toBe(highest);
    const parties = await partyContacts({
      create: async (fields) =>
        (await reloaded.send('POST', '/api/contacts', fields, token)).body as unknown as Contact,
    });
    const made = await reloaded.send('POST', '/api/freight', { input: freightInputOf(aFreight(parties)) }, token);
    expect(made.status).toBe(201);
    expect(seededReferences.has(String(made.body.reference))).toBe(false);
    expect(String(made.body.reference) > highest).toBe(true);
  });

  it('writes only the tables each change touched, one entry per table', async () => {
    const tab = await openTab(new IDBFactory());
    const token = await tab.login();
    await tab.host.flush();
    tab.writes.length = 0;
    await tab.send('POST', '/api/contacts', sampleContact('One'), token);
    await tab.send('POST', '/api/contacts', sampleContact('Two'), token);
    expect(tab.writes).toEqual([
      ['audit', 'contacts'],
      ['audit', 'contacts'],
    ]);
  });

  it('starts from the seed again when the seed or the shipment count changed', async () => {
    const factory = new IDBFactory();
    const first = await openTab(factory);
    const token = await first.login();
    await first.send('POST', '/api/contacts', sampleContact('Gone'), token);
    await first.host.flush();
    first.host.shutdown();
    const other = await openTab(factory, { seed: 4 });
    expect(await contactsNamed(other, await other.login(), 'zeldagone')).toBe(0);
  });

  it('shows a record created in one tab in another tab, at its next request', async () => {
    const factory = new IDBFactory();
    const hub = channelHub();
    const left = await openTab(factory, { channel: hub() });
    const right = await openTab(factory, { channel: hub() });
    const token = await left.login();
    expect(await contactsNamed(right, token, 'zeldashared')).toBe(0);
    await left.send('POST', '/api/contacts', sampleContact('Shared'), token);
    await left.host.flush();
    expect(await contactsNamed(right, token, 'zeldashared')).toBe(1);
  });

  it('resets to the seed in every tab, and the people signed in stay signed in', async () => {
    const factory = new IDBFactory();
    const hub = channelHub();
    const left = await openTab(factory, { channel: hub() });
    const right = await openTab(factory, { channel: hub() });
    const token = await left.login();
    await left.send('POST', '/api/contacts', sampleContact('Reset'), token);
    await left.host.flush();
    expect(await contactsNamed(right, token, 'zeldareset')).toBe(1);
    await left.host.resetDemoData();
    expect(await contactsNamed(left, token, 'zeldareset')).toBe(0);
    expect(await contactsNamed(right, token, 'zeldareset')).toBe(0);
    expect(right.host.data.contacts.size).toBe(96);
  });
});

describe('demo persistence', () => {
  /** Two tabs' data over one snapshot store: `writer` keeps `mine`, `reader` reads into `theirs`. */
  async function twoTabs() {
    const store = await openIndexedDbSnapshotStore('freightdesk-unit', new IDBFactory());
    const hub = channelHub();
    const mine = emptyMemoryData();
    const theirs = emptyMemoryData();
    const writer = createDemoPersistence({ data: mine, store, channel: hub(), debounceMs: 5 });
    const reader = createDemoPersistence({ data: theirs, store, channel: hub() });
    return { mine, theirs, writer, reader };
  }

  it('debounces changes into one write and re-reads what another tab wrote', async () => {
    const { mine, theirs, writer, reader } = await twoTabs();
    mine.counters.set('freight', 'FR-2026-000009');
    writer.changed(['counters']);
    writer.changed(['counters']);
    await writer.flush();
    const before = theirs.version;
    await reader.catchUp();
    expect(theirs.counters.get('freight')).toBe('FR-2026-000009');
    expect(theirs.version).toBeGreaterThan(before);
    writer.close();
    reader.close();
  });

  it('lets requests made at once answer only once what another tab wrote is read', async () => {
    const { mine, theirs, writer, reader } = await twoTabs();
    mine.counters.set('freight', 'FR-2026-000010');
    writer.changed(['counters']);
    await writer.flush();
    const seen: (string | undefined)[] = [];
    await Promise.all([
      reader.catchUp().then(() => seen.push(theirs.counters.get('freight'))),
      reader.catchUp().then(() => seen.push(theirs.counters.get('freight'))),
    ]);
    expect(seen).toEqual(['FR-2026-000010', 'FR-2026-000010']);
    writer.close();
    reader.close();
  });
});
