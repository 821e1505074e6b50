import type { BackendStores } from '../../application/backend';
import { createMemoryTransactor, type MemoryTable } from './memory-transactor';
import type { MemoryData } from './memory-data';
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
  onCommit?: (tables: ReadonlySet<MemoryTable>) => void,
): BackendStores {
  return {
    tx: createMemoryTransactor(data, onCommit),
    freight: createMemoryFreightQueries(data),
    products: createMemoryProductQueries(data),
    contacts: createMemoryContactQueries(data),
    users: createMemoryUserQueries(data),
    audit: createMemoryAuditQueries(data),
  };
}
