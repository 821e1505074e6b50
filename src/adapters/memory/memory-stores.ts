import type { BackendStores } from '../../application/backend';
import { createMemoryTransactor } from './memory-transactor';
import type { MemoryData } from './memory-data';
import { createMemorySavedViewStore } from './memory-saved-views';
import type { SnapshotTable } from './memory-snapshot';
import {
  createMemoryAuditQueries,
  createMemoryContactQueries,
  createMemoryFreightQueries,
  createMemoryProductQueries,
  createMemoryUserQueries,
} from './memory-queries';

/** The store family over one in-memory database; `onCommit` lets a host persist after each write. */
export function createMemoryStores(
  data: MemoryData,
  onCommit?: (tables: ReadonlySet<SnapshotTable>) => void,
): BackendStores {
  return {
    tx: createMemoryTransactor(data, onCommit),
    freight: createMemoryFreightQueries(data),
    products: createMemoryProductQueries(data),
    contacts: createMemoryContactQueries(data),
    users: createMemoryUserQueries(data),
    audit: createMemoryAuditQueries(data),
    views: createMemorySavedViewStore(data, (table) => onCommit?.(new Set([table]))),
  };
}
