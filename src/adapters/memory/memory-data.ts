import type { AuditEntry } from '../../domain/audit/audit-entry';
import type { Contact } from '../../domain/contact/contact';
import type { Product } from '../../domain/product/product';
import type { SavedView } from '../../domain/saved-view/saved-view';
import type { UserRecord } from '../../domain/user/user-record';
import type { AttemptCount } from '../../domain/session/attempt-throttle';
import type { RefreshTokenRow } from '../../application/ports/store/auth-stores.port';
import type { RequestLogEntry } from '../../application/ports/store/unit-of-work.port';
import { FreightTable } from './memory-freight-table';

/**
 * The whole in-memory database: what the browser mock keeps (and snapshots to IndexedDB) and what the use-case
 * tests run on. `version` moves on every commit, so query indexes know when to rebuild.
 */
export interface MemoryData {
  /** A Map to its readers; seeded shipments are made when read (see `FreightTable`). */
  readonly freight: FreightTable;
  readonly products: Map<string, Product>;
  readonly contacts: Map<string, Contact>;
  readonly users: Map<string, UserRecord>;
  /** `<kind>\u0000<key>` -> owner id. */
  readonly uniques: Map<string, string>;
  readonly counters: Map<string, string>;
  readonly requests: Map<string, RequestLogEntry>;
  readonly audit: AuditEntry[];
  readonly savedViews: Map<string, SavedView>;
  /** `<person id>\u0000<list>` -> the person's default view of that list. */
  readonly viewDefaults: Map<string, string>;
  readonly credentials: Map<string, string>;
  readonly refreshTokens: Map<string, RefreshTokenRow>;
  /** Throttling counts; a snapshot of an older version may hold other values here (read as no count). */
  readonly attempts: Map<string, AttemptCount | unknown>;
  readonly settings: Map<string, unknown>;
  version: number;
}

export function emptyMemoryData(): MemoryData {
  return {
    freight: new FreightTable(),
    products: new Map(),
    contacts: new Map(),
    users: new Map(),
    uniques: new Map(),
    counters: new Map(),
    requests: new Map(),
    audit: [],
    savedViews: new Map(),
    viewDefaults: new Map(),
    credentials: new Map(),
    refreshTokens: new Map(),
    attempts: new Map(),
    settings: new Map(),
    version: 0,
  };
}

export const uniqueSlot = (kind: string, key: string) => `${kind}\u0000${key}`;
