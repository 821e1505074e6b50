import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChangeKind } from '../../application/ports/change-feed.port';
import type { LiveChange, LiveChanges, LiveMessage } from '../../application/ports/live-changes.port';
import type { SessionStore } from '../../application/auth/session-store';
import { contactKeys } from './contact.queries';
import { freightDashboardKey, freightKeys } from './freight.queries';
import { productKeys } from './product.queries';
import type { RecordKeys } from './record-keys';
import { savedViewKeys } from './saved-view.queries';
import { userKeys } from './user.queries';

const RECORD_KEYS: Readonly<Record<Exclude<ChangeKind, 'savedView'>, RecordKeys>> = {
  freight: freightKeys,
  product: productKeys,
  contact: contactKeys,
  user: userKeys,
};

/** A cached record's version as the events name it: a shipment's `audit.updatedAt`, another record's `updatedAt`. */
function cachedVersion(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const r = record as { readonly updatedAt?: unknown; readonly audit?: { readonly updatedAt?: unknown } };
  const version = r.audit?.updatedAt ?? r.updatedAt;
  return typeof version === 'string' ? version : undefined;
}

/**
 * The cache entries one committed change makes stale: the record, every list of its kind (their rows may have
 * come, gone or moved), what is computed from them (the freight dashboard, the pickers, the palette) and the record's
 * history.
 */
export function staleKeysOf(change: LiveChange): readonly QueryKey[] {
  if (change.kind === 'savedView') return [savedViewKeys.all];
  const keys = RECORD_KEYS[change.kind];
  const stale: QueryKey[] = [
    keys.detail(change.id),
    keys.lists(),
    ['audit', 'history', change.kind, change.id],
    ['audit', 'activity'],
  ];
  if (change.kind === 'freight') stale.push(freightDashboardKey);
  if (change.kind === 'product') stale.push(['freight', 'products']);
  if (change.kind === 'contact') stale.push(['contacts', 'parties'], ['contacts', 'carriers']);
  if (change.kind !== 'user') stale.push(['palette']);
  return stale;
}

/**
 * Whether this tab already holds the change: the person's own save here put the record the server answered in the
 * cache (and made its lists stale then), so reading it all again would only flash.
 */
export function alreadyCached(client: QueryClient, change: LiveChange, userId: string | null): boolean {
  if (change.kind === 'savedView' || change.version === null || change.by.id !== userId) return false;
  return cachedVersion(client.getQueryData(RECORD_KEYS[change.kind].detail(change.id))) === change.version;
}

/**
 * A message from the backend's live changes, applied to the cache: what it made stale is read again if on screen
 * (lists keep their rows meanwhile), else when next shown; `reset` makes everything stale.
 */
export function applyLiveMessage(client: QueryClient, message: LiveMessage, userId: string | null): Promise<void> {
  if (message.type === 'reset') return client.invalidateQueries();
  const { change } = message;
  if (alreadyCached(client, change, userId)) return Promise.resolve();
  if (change.action === 'delete' && change.kind !== 'savedView') {
    // Reading a deleted record again would only answer "not found": its screens learn it from the lists.
    client.removeQueries({ queryKey: RECORD_KEYS[change.kind].detail(change.id), type: 'inactive' });
  }
  return Promise.all(staleKeysOf(change).map((queryKey) => client.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/**
 * Keeps the signed-in screens' cache in step with what others commit, for as long as the signed-in layout is up
 * (signing out unmounts it, which closes the stream).
 */
export function useLiveQueryUpdates(client: QueryClient, live: LiveChanges, session: SessionStore): void {
  useEffect(
    () => live.subscribe((message) => void applyLiveMessage(client, message, session.current()?.userId ?? null)),
    [client, live, session],
  );
}
