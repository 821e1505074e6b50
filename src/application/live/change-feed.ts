import { can, type Permission } from '../../domain/acl/permissions';
import { mayReadView } from '../../domain/saved-view/saved-view';
import type { Caller } from '../auth/caller';
import type { ChangeEvent, ChangeKind, ChangeSink } from '../ports/change-feed.port';

/** What a listener of the feed is told. */
export type FeedMessage =
  | { readonly type: 'change'; readonly event: ChangeEvent }
  /** Changes were missed: the listener refetches everything; `lastSeq` is where it now stands. */
  | { readonly type: 'reset'; readonly lastSeq: number }
  /** The server is closing. */
  | { readonly type: 'end' };

export interface FeedSubscription {
  /** The changes after the listener's last one, still kept; 'reset' when some are gone. */
  readonly missed: readonly ChangeEvent[] | 'reset';
  /** The last change number this copy has seen (the id a reset answers with). */
  readonly lastSeq: number;
  leave(): void;
}

/** One copy's feed: the last `capacity` changes, and the listeners (event streams) told of each new one. */
export interface ChangeFeed extends ChangeSink {
  /** `lastSeq` is the last change the listener had (null: none, it has just read everything). */
  join(lastSeq: number | null, listener: (message: FeedMessage) => void): FeedSubscription;
  close(): void;
}

export const FEED_CAPACITY = 1000;

export function createChangeFeed(options: { readonly capacity?: number } = {}): ChangeFeed {
  const capacity = options.capacity ?? FEED_CAPACITY;
  const kept: ChangeEvent[] = [];
  const listeners = new Map<(message: FeedMessage) => void, { after: number }>();
  let last = 0;
  let closed = false;

  const tell = (message: FeedMessage) => {
    for (const listener of [...listeners.keys()]) listener(message);
  };
  const restartAt = (seq: number) => {
    kept.length = 0;
    last = seq;
    for (const state of listeners.values()) state.after = seq;
    tell({ type: 'reset', lastSeq: seq });
  };

  return {
    deliver(events) {
      for (const event of events) {
        if (event.seq <= last) continue;
        // Numbers run without gaps: one skipped was lost on the way (a dropped connection to the relay).
        if (event.seq !== last + 1) restartAt(event.seq - 1);
        kept.push(event);
        if (kept.length > capacity) kept.shift();
        last = event.seq;
        for (const [listener, state] of [...listeners]) {
          if (event.seq > state.after) listener({ type: 'change', event });
        }
      }
    },
    caughtUp(lastSeq) {
      if (lastSeq > last) restartAt(lastSeq);
    },
    join(lastSeq, listener) {
      const leave = () => void listeners.delete(listener);
      if (closed) {
        queueMicrotask(() => listener({ type: 'end' }));
        return { missed: [], lastSeq: last, leave };
      }
      const oldest = kept[0]?.seq ?? last + 1;
      let missed: readonly ChangeEvent[] | 'reset';
      let after = last;
      if (lastSeq === null) missed = [];
      else if (lastSeq > last) {
        // Another copy may be a few changes ahead of this one; further ahead is no number this database gave.
        missed = lastSeq - last <= capacity ? [] : 'reset';
        if (missed !== 'reset') after = lastSeq;
      } else if (lastSeq >= oldest - 1) missed = kept.filter((event) => event.seq > lastSeq);
      else missed = 'reset';
      listeners.set(listener, { after });
      return { missed, lastSeq: last, leave };
    },
    close() {
      closed = true;
      tell({ type: 'end' });
      listeners.clear();
    },
  };
}

const VIEW_PERMISSION: Record<Exclude<ChangeKind, 'savedView'>, Permission> = {
  freight: 'freight.view',
  product: 'products.view',
  contact: 'contacts.view',
  user: 'users.view',
};

/**
 * The change as `caller` may hear of it, or null: the same reading rules as the routes. A saved view is heard of
 * by its owner and, while shared, by everyone; someone who could read it before the change but not after is told
 * it is gone.
 */
export function changeFor(caller: Caller, event: ChangeEvent): ChangeEvent | null {
  if (event.kind !== 'savedView') return can(caller.role, VIEW_PERMISSION[event.kind]) ? event : null;
  const audience = event.audience;
  if (!audience) return null;
  const reader = { id: caller.id, role: caller.role };
  if (mayReadView(reader, { ownerId: audience.ownerId, shared: audience.shared })) return event;
  if (mayReadView(reader, { ownerId: audience.ownerId, shared: audience.wasShared })) {
    return { ...event, action: 'delete', version: null };
  }
  return null;
}
