import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveChange } from '../../../src/application/ports/live-changes.port';
import { applyLiveMessage } from '../../../src/ui/queries/live-invalidation';

const ana = { id: 'u-ana', name: 'Ana' };

function aChange(patch: Partial<LiveChange> = {}): LiveChange {
  return {
    kind: 'freight',
    id: 'f-1',
    version: 'v2',
    action: 'update',
    by: ana,
    at: '2026-12-07T14:32:00.000Z',
    ...patch,
  };
}

/** A cache holding what the screens load: each kind's lists and records, the dashboard, pickers and views. */
function filledCache(): QueryClient {
  const client = new QueryClient();
  const put = (key: readonly unknown[], data: unknown = {}) => client.setQueryData(key, data);
  put(['freight', 'list', 'rows', { page: 3 }]);
  put(['freight', 'detail', 'f-1'], { id: 'f-1', audit: { updatedAt: 'v1' } });
  put(['freight', 'detail', 'f-2'], { id: 'f-2', audit: { updatedAt: 'v1' } });
  put(['freight', 'dashboard']);
  put(['freight', 'products', 'cof']);
  put(['products', 'list', { page: 1 }]);
  put(['products', 'detail', 'p-1'], { id: 'p-1', updatedAt: 'v1' });
  put(['contacts', 'list', { page: 1 }]);
  put(['contacts', 'parties', 'shipper', 'ana']);
  put(['users', 'list', { page: 1 }]);
  put(['users', 'detail', 'u-1'], { id: 'u-1', updatedAt: 'v1' });
  put(['views', 'menu', 'freight']);
  put(['audit', 'history', 'freight', 'f-1', 10]);
  put(['audit', 'activity', {}, 1, 20]);
  put(['shell', 'bookmarks']);
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => JSON.stringify(q.queryKey))
    .sort();

describe('live changes applied to the cache', () => {
  it('a shipment’s change makes its record, the freight lists, the dashboard and its history stale', async () => {
    const client = filledCache();
    await applyLiveMessage(client, { type: 'change', change: aChange() }, 'u-me');
    expect(stale(client)).toEqual(
      [
        '["audit","activity",{},1,20]',
        '["audit","history","freight","f-1",10]',
        '["freight","dashboard"]',
        '["freight","detail","f-1"]',
        '["freight","list","rows",{"page":3}]',
      ].sort(),
    );
  });

  it('a product’s change reaches the product lists and the shipment form’s product search, not freight lists', async () => {
    const client = filledCache();
    await applyLiveMessage(client, { type: 'change', change: aChange({ kind: 'product', id: 'p-1' }) }, 'u-me');
    expect(stale(client)).toEqual(
      [
        '["audit","activity",{},1,20]',
        '["freight","products","cof"]',
        '["products","detail","p-1"]',
        '["products","list",{"page":1}]',
      ].sort(),
    );
  });

  it('contacts, users and saved views each reach their own entries', async () => {
    const contacts = filledCache();
    await applyLiveMessage(contacts, { type: 'change', change: aChange({ kind: 'contact', id: 'c-1' }) }, null);
    expect(stale(contacts)).toEqual(
      [
        '["audit","activity",{},1,20]',
        '["contacts","list",{"page":1}]',
        '["contacts","parties","shipper","ana"]',
      ].sort(),
    );
    const users = filledCache();
    await applyLiveMessage(users, { type: 'change', change: aChange({ kind: 'user', id: 'u-1' }) }, null);
    expect(stale(users)).toEqual(
      ['["audit","activity",{},1,20]', '["users","detail","u-1"]', '["users","list",{"page":1}]'].sort(),
    );
    const views = filledCache();
    await applyLiveMessage(views, { type: 'change', change: aChange({ kind: 'savedView', id: 'v-1' }) }, null);
    expect(stale(views)).toEqual(['["views","menu","freight"]']);
  });

  it('reset makes everything stale', async () => {
    const client = filledCache();
    await applyLiveMessage(client, { type: 'reset' }, 'u-me');
    expect(stale(client)).toHaveLength(client.getQueryCache().getAll().length);
  });

  it('this person’s save that the cache already holds changes nothing; someone else’s of that version does', async () => {
    const own = filledCache();
    await applyLiveMessage(
      own,
      { type: 'change', change: aChange({ version: 'v1', by: { id: 'u-me', name: 'Me' } }) },
      'u-me',
    );
    expect(stale(own)).toEqual([]);
    const elsewhere = filledCache();
    await applyLiveMessage(elsewhere, { type: 'change', change: aChange({ version: 'v1' }) }, 'u-me');
    expect(stale(elsewhere)).toContain('["freight","detail","f-1"]');
  });
});
