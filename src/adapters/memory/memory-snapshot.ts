import { withContactDefaults, type Contact } from '../../domain/contact/contact';
import type { FreightRecord } from '../../domain/freight/freight-record';
import type { MemoryData } from './memory-data';

/**
 * The in-memory database as one plain value per table (arrays of records or of key/value pairs, or a seeded table's
 * difference from its seed), so a host can keep it (IndexedDB in the browser mock) with one write per table
 * instead of one per record.
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
  'savedViews',
  'viewDefaults',
  'credentials',
  'refreshTokens',
  'attempts',
  'settings',
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
  savedViews: (r: { id: string }) => r.id,
  requests: (r: { requestId: string }) => r.requestId,
  refreshTokens: (r: { tokenHash: string }) => r.tokenHash,
};

/** Rows kept by an older version of the app, brought up to the record's current shape as they are read. */
const UPGRADE: Readonly<Partial<Record<SnapshotTable, (row: never) => unknown>>> = {
  contacts: (row: Contact) => withContactDefaults(row),
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
    const upgrade = (UPGRADE[table] ?? ((row: unknown) => row)) as (row: unknown) => unknown;
    for (const row of rows) {
      if (key) map.set(key(row), upgrade(row));
      else {
        const [k, v] = row as [string, unknown];
        map.set(k, v);
      }
    }
  }
  data.version += 1;
}

/** A seeded table kept as its difference from its seed. */
export interface TableDelta<T> {
  readonly changed: readonly T[];
  readonly removed: readonly string[];
}

/** How each table is written to and read from a snapshot. */
export interface SnapshotCodec {
  encode(data: MemoryData, table: SnapshotTable): unknown;
  decode(data: MemoryData, table: SnapshotTable, value: unknown): void;
}

export const fullTables: SnapshotCodec = {
  encode: tableRows,
  decode: (data, table, value) => restoreTable(data, table, Array.isArray(value) ? value : []),
};

/**
 * Shipments as their difference from the seed (100,000 seeded shipments are made again from the seed, not
 * stored); every other table whole.
 */
/** True when a shipments table kept by `seededFreightTables` holds no change from the seed (none saved or deleted). */
export function unchangedFromSeed(value: unknown): boolean {
  const delta = value as Partial<TableDelta<FreightRecord>> | undefined;
  return (delta?.changed?.length ?? 0) === 0 && (delta?.removed?.length ?? 0) === 0;
}

export const seededFreightTables: SnapshotCodec = {
  encode: (data, table) => (table === 'freight' ? data.freight.delta() : tableRows(data, table)),
  decode(data, table, value) {
    if (table !== 'freight') return fullTables.decode(data, table, value);
    const delta = value as Partial<TableDelta<FreightRecord>> | undefined;
    data.freight.applyDelta({ changed: delta?.changed ?? [], removed: delta?.removed ?? [] });
    data.version += 1;
  },
};
