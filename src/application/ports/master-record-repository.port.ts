import type { ListPage } from '../../domain/shared/list-query';

/** The version a save or delete is based on (the record's `updatedAt` when it was read). */
export interface SaveOptions {
  readonly expectedUpdatedAt?: string;
}

/**
 * A kind of master-data record (R, typed as fields F) as the browser reaches it: listed by a query Q, looked up
 * for a picker with options L, created, updated and removed. Failures are AppErrors: 'not-found', 'validation'
 * with fieldErrors (field -> code), 'conflict' for a save over a newer version (record.stale) or a removal
 * refused while a shipment refers to the record (record.inUse).
 */
export interface MasterRecordRepository<R, F, Q, L> {
  list(query: Q, signal?: AbortSignal): Promise<ListPage<R>>;
  search(text: string, options?: L): Promise<readonly R[]>;
  get(id: string, signal?: AbortSignal): Promise<R>;
  /** `requestId` makes a repeated submit (double click, retry) return the first record instead of a second. */
  create(fields: F, options?: { readonly requestId?: string }): Promise<R>;
  /** `expectedUpdatedAt`: the version the person edited; a newer save refuses this one ('conflict', record.stale). */
  update(id: string, fields: F, options?: SaveOptions): Promise<R>;
  remove(id: string, options?: SaveOptions): Promise<void>;
  /**
   * All or nothing: either every row is created or none is (fieldErrors keyed `rows.<n>.<field>`). A repeated
   * `requestId` answers the first import's count and creates nothing (a retry after a timeout).
   */
  importMany(rows: readonly F[], options?: { readonly requestId?: string }): Promise<{ readonly created: number }>;
}
