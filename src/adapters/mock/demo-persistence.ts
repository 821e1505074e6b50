import type { MemoryData } from '../memory/memory-data';
import { fullTables, type SnapshotCodec, type SnapshotTable } from '../memory/memory-snapshot';
import type { SnapshotMeta, SnapshotStore } from './indexeddb-snapshot-store';

/**
 * Keeps the mock's in-memory database in its snapshot store: the tables a commit touched are written shortly
 * after (debounced; the host flushes before answering a write), and other tabs of the same origin are told which tables moved,
 * so each re-reads them before answering its next request. Two tabs writing the same table at once: the later
 * write wins (a demo, not a replicated database).
 */
export interface ChangeChannel {
  post(tables: readonly SnapshotTable[]): void;
  /** Adds a listener (several may listen); answers its removal. */
  listen(listener: (tables: readonly SnapshotTable[]) => void): () => void;
  close(): void;
}

/** Tab-to-tab notices over BroadcastChannel; none where the browser has no BroadcastChannel. */
export function broadcastChangeChannel(name: string): ChangeChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (tables) => channel.postMessage({ tables }),
    listen: (listener) => {
      const onMessage = (event: MessageEvent<{ tables?: SnapshotTable[] }>) => listener(event.data.tables ?? []);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

export interface DemoPersistence {
  /** Marks tables changed: they are written after `debounceMs` without further changes. */
  changed(tables: Iterable<SnapshotTable>): void;
  /** Writes what is pending now (and waits for a write under way). */
  flush(): Promise<void>;
  /** Re-reads the tables another tab wrote since; call before answering a request. */
  catchUp(): Promise<void>;
  /** Writes every table and the meta (first seed, reset). */
  saveAll(tables: readonly SnapshotTable[], meta: SnapshotMeta): Promise<void>;
  close(): void;
}

export interface DemoPersistenceOptions {
  readonly data: MemoryData;
  readonly store: SnapshotStore;
  readonly channel: ChangeChannel | null;
  /** How tables are written; default: whole. */
  readonly codec?: SnapshotCodec;
  readonly debounceMs?: number;
  readonly onError?: (error: unknown) => void;
}

export function createDemoPersistence(options: DemoPersistenceOptions): DemoPersistence {
  const { data, store, channel } = options;
  const codec = options.codec ?? fullTables;
  const debounceMs = options.debounceMs ?? 40;
  const report = options.onError ?? (() => undefined);
  const dirty = new Set<SnapshotTable>();
  const stale = new Set<SnapshotTable>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let catching: Promise<void> = Promise.resolve();

  const write = (tables: readonly SnapshotTable[], meta?: SnapshotMeta) => {
    // Encoded now: IndexedDB clones the values at `put`, and a later commit marks its tables again.
    const rows = Object.fromEntries(tables.map((t) => [t, codec.encode(data, t)]));
    writing = writing
      .then(() => store.write(rows, meta))
      .then(() => channel?.post(tables))
      .catch(report);
    return writing;
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (dirty.size === 0) return writing;
    const tables = [...dirty];
    dirty.clear();
    return write(tables);
  };

  channel?.listen((tables) => tables.forEach((t) => stale.add(t)));

  return {
    changed(tables) {
      for (const table of tables) dirty.add(table);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void flush(), debounceMs);
    },
    flush,
    // Requests made at once (a list and its views menu) wait for one another's reading: a request that found
    // nothing left to read must not answer from the tables another request is still reading.
    catchUp() {
      catching = catching.then(async () => {
        const tables = [...stale].filter((t) => !dirty.has(t));
        stale.clear();
        if (tables.length === 0) return;
        const values = await store.readTables(tables);
        for (const table of tables) codec.decode(data, table, values[table]);
      });
      return catching;
    },
    saveAll: (tables, meta) => {
      dirty.clear();
      return write(tables, meta);
    },
    close() {
      if (timer) clearTimeout(timer);
      channel?.close();
    },
  };
}
