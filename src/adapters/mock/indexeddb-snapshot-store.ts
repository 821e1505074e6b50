import type { SnapshotTable } from '../memory/memory-snapshot';

/**
 * Where the browser mock keeps its database between reloads: one IndexedDB object store, one entry per table
 * (the whole table as one value) plus a `meta` entry saying which seed and secret the data belongs to.
 */
export interface SnapshotMeta {
  readonly schema: number;
  readonly seed: number;
  readonly freightCount: number;
  /** The day the seed was generated for (seeded dates are relative to it), so it can be generated again. */
  readonly seededOn: string;
  /** The mock's token secret (base64): tokens stay valid across reloads and tabs of the same data. */
  readonly secret: string;
}

export interface SnapshotStore {
  readMeta(): Promise<SnapshotMeta | null>;
  readTables(tables: readonly SnapshotTable[]): Promise<Partial<Record<SnapshotTable, unknown>>>;
  /** Writes the given tables (and the meta, when given) in one transaction. */
  write(tables: Partial<Record<SnapshotTable, unknown>>, meta?: SnapshotMeta): Promise<void>;
}

const STORE = 'tables';
const META = 'meta';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const finished = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

export async function openIndexedDbSnapshotStore(
  name: string,
  factory: IDBFactory = globalThis.indexedDB,
): Promise<SnapshotStore> {
  const open = factory.open(name, 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE);
  };
  const db = await done(open);
  // Another tab deleting or upgrading the database: let it, this tab then reseeds on its next start.
  db.onversionchange = () => db.close();

  return {
    async readMeta() {
      const tx = db.transaction(STORE, 'readonly');
      const meta = (await done(tx.objectStore(STORE).get(META))) as SnapshotMeta | undefined;
      return meta ?? null;
    },
    async readTables(tables) {
      const tx = db.transaction(STORE, 'readonly');
      const store = tx.objectStore(STORE);
      const values = await Promise.all(tables.map((table) => done(store.get(table) as IDBRequest<unknown>)));
      return Object.fromEntries(tables.map((table, i) => [table, values[i]]));
    },
    async write(tables, meta) {
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      for (const [table, rows] of Object.entries(tables)) store.put(rows, table);
      if (meta) store.put(meta, META);
      await finished(tx);
    },
  };
}
