import type { MemoryData } from './memory-data';

/**
 * The in-memory database as one plain value per table (arrays of records or of key/value pairs), so a host can
 * keep it (IndexedDB in the browser mock) with one write per table instead of one per record.
 */
export const MEMORY_TABLES = [
  'freight',
  'products',
  'contacts',
  'users',
  'uniques',
  'counters',
  'requests',
  'audit',
  'credentials',
  'refreshTokens',
  'attempts',
] as const;
export type SnapshotTable = (typeof MEMORY_TABLES)[number];

export type TableRows = readonly unknown[];

type KeyedBy = Readonly<Partial<Record<SnapshotTable, (row: never) => string>>>;

/** Tables whose rows carry their own key; the others are kept as [key, value] pairs. */
const OWN_KEY: KeyedBy = {
  freight: (r: { id: string }) => r.id,
  products: (r: { id: string }) => r.id,
  contacts: (r: { id: string }) => r.id,
  users: (r: { id: string }) => r.id,
  requests: (r: { requestId: string }) => r.requestId,
  refreshTokens: (r: { tokenHash: string }) => r.tokenHash,
};

export function tableRows(data: MemoryData, table: SnapshotTable): TableRows {
  if (table === 'audit') return data.audit;
  const map = data[table] as Map<string, unknown>;
  return OWN_KEY[table] ? [...map.values()] : [...map.entries()];
}

/** Replaces one table's content in place (stores built over `data` keep working) and moves the version on. */
export function restoreTable(data: MemoryData, table: SnapshotTable, rows: TableRows): void {
  if (table === 'audit') {
    data.audit.length = 0;
    for (const entry of rows as MemoryData['audit']) data.audit.push(entry);
  } else {
    const map = data[table] as Map<string, unknown>;
    map.clear();
    const key = OWN_KEY[table] as ((row: unknown) => string) | undefined;
    for (const row of rows) {
      if (key) map.set(key(row), row);
      else {
        const [k, v] = row as [string, unknown];
        map.set(k, v);
      }
    }
  }
  data.version += 1;
}
