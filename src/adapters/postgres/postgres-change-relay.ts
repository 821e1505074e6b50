import postgres from 'postgres';
import {
  CHANGE_KINDS,
  type ChangeEvent,
  type ChangeRelay,
  type ChangeSink,
  type RecordChange,
} from '../../application/ports/change-feed.port';
import type { SqlDatabase, SqlQueryable } from './sql-database';

/**
 * Committed changes, numbered in the database (`change_feed`) and carried to every copy of the server: through
 * PostgreSQL's LISTEN/NOTIFY between copies, or straight to the feed in the process on PGlite (one process).
 * Announcements wait in a queue and go out together, one transaction at a time per copy.
 */
export const CHANGE_CHANNEL = 'freightdesk_changes';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_500;
const MAX_NAME = 200;

type Packed = [string, string, string | null, string, string, string, string, ...(string | boolean)[]];

function pack(change: RecordChange): Packed {
  const { kind, id, version, action, by, at, audience } = change;
  const packed: Packed = [kind, id, version, action, by.id, by.name.slice(0, MAX_NAME), at];
  if (audience) packed.push(audience.ownerId, audience.shared, audience.wasShared);
  return packed;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function unpack(seq: number, row: unknown): ChangeEvent | null {
  if (!Array.isArray(row)) return null;
  const [kind, id, version, action, byId, byName, at, ownerId, shared, wasShared] = row as unknown[];
  if (!CHANGE_KINDS.includes(kind as never) || !isText(id) || !(version === null || isText(version))) return null;
  if (!['create', 'update', 'delete'].includes(action as string) || !isText(byId) || !isText(byName) || !isText(at)) {
    return null;
  }
  return {
    seq,
    kind: kind as ChangeEvent['kind'],
    id,
    version,
    action: action as ChangeEvent['action'],
    by: { id: byId, name: byName },
    at,
    ...(isText(ownerId) ? { audience: { ownerId, shared: shared === true, wasShared: wasShared === true } } : {}),
  };
}

/** The changes numbered from `first`, in payloads each under PostgreSQL's limit: `{"s":first,"c":[...]}`. */
export function changePayloads(first: number, changes: readonly RecordChange[]): string[] {
  const payloads: string[] = [];
  const encoder = new TextEncoder();
  let start = first;
  let rows: string[] = [];
  let bytes = 0;
  const flush = () => {
    if (rows.length === 0) return;
    payloads.push(`{"s":${start},"c":[${rows.join(',')}]}`);
    start += rows.length;
    rows = [];
    bytes = 0;
  };
  for (const change of changes) {
    const row = JSON.stringify(pack(change));
    const size = encoder.encode(row).length + 1;
    if (bytes + size > MAX_PAYLOAD_BYTES - 40) flush();
    rows.push(row);
    bytes += size;
  }
  flush();
  return payloads;
}

/** The numbered changes of one payload; a malformed one gives none. */
export function readPayload(text: string): ChangeEvent[] {
  try {
    const parsed = JSON.parse(text) as { s?: unknown; c?: unknown };
    if (typeof parsed.s !== 'number' || !Array.isArray(parsed.c)) return [];
    const first = parsed.s;
    return parsed.c.map((row, index) => unpack(first + index, row)).filter((e): e is ChangeEvent => e !== null);
  } catch {
    return [];
  }
}

/** Takes `count` numbers; the row stays locked until the transaction ends, so numbers follow commit order. */
async function takeNumbers(tx: SqlQueryable, count: number): Promise<number> {
  const { rows } = await tx.query<{ last: string }>(
    'UPDATE change_feed SET last_seq = last_seq + $1 RETURNING last_seq::text AS last',
    [count],
  );
  return Number(rows[0]?.last ?? 0) - count + 1;
}

async function lastNumber(db: SqlQueryable): Promise<number> {
  const { rows } = await db.query<{ last: string }>('SELECT last_seq::text AS last FROM change_feed');
  return Number(rows[0]?.last ?? 0);
}

/** Collects what is published while a batch is being sent, and sends it as the next batch. */
function batching(send: (changes: readonly RecordChange[]) => Promise<void>, onError: (error: unknown) => void) {
  let waiting: RecordChange[] = [];
  let sending: Promise<void> | null = null;
  const drain = async () => {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await send(batch);
      } catch (error) {
        onError(error);
      }
    }
    sending = null;
  };
  return {
    publish(changes: readonly RecordChange[]) {
      waiting.push(...changes);
      // Sent on the next turn, so the units of work committed together go in one transaction.
      sending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
    },
    drained: () => sending ?? Promise.resolve(),
  };
}

export interface RelayOptions {
  /** Told when an announcement could not be sent (the changes are committed; the screens miss this news). */
  readonly onError: (error: unknown) => void;
}

/** One process on an embedded database: numbered in the database (so they go on after a restart), told in place. */
export function createInProcessChangeRelay(db: SqlDatabase, options: RelayOptions): ChangeRelay {
  let sink: ChangeSink | null = null;
  const batches = batching(async (changes) => {
    const first = await db.transaction((tx) => takeNumbers(tx, changes.length));
    sink?.deliver(changes.map((change, index) => ({ ...change, seq: first + index })));
  }, options.onError);
  return {
    publish: batches.publish,
    async start(to) {
      sink = to;
      to.caughtUp(await lastNumber(db));
    },
    async close() {
      await batches.drained();
      sink = null;
    },
  };
}

/**
 * Copies on one PostgreSQL server: each announces with NOTIFY in the transaction that numbers the changes, and
 * LISTENs on a connection of its own. After a lost connection it learns the last number again (the feed tells its
 * screens to refetch if any were missed).
 */
export function createPostgresChangeRelay(db: SqlDatabase, url: string, options: RelayOptions): ChangeRelay {
  const listener = postgres(url, {
    max: 1,
    onnotice: () => undefined,
    connection: { application_name: 'freightdesk' },
  });
  let unlisten: (() => Promise<void>) | null = null;
  const batches = batching(async (changes) => {
    await db.transaction(async (tx) => {
      const first = await takeNumbers(tx, changes.length);
      for (const payload of changePayloads(first, changes)) {
        await tx.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
      }
    });
  }, options.onError);
  return {
    publish: batches.publish,
    async start(sink) {
      let first: ((value?: unknown) => void) | null = null;
      const caughtUp = new Promise((resolve) => (first = resolve));
      const listening = await listener.listen(
        CHANGE_CHANNEL,
        (payload) => sink.deliver(readPayload(payload)),
        // Called on every (re)connection: what was issued while not listening is missed.
        () =>
          void lastNumber(db).then(
            (last) => {
              sink.caughtUp(last);
              first?.();
            },
            (error: unknown) => options.onError(error),
          ),
      );
      unlisten = listening.unlisten;
      await caughtUp;
    },
    async close() {
      await batches.drained();
      await unlisten?.().catch(() => undefined);
      await listener.end({ timeout: 1 });
    },
  };
}
