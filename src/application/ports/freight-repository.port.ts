import type { FreightRow } from '../../domain/freight/freight-row';
import type { FreightDashboard } from '../../domain/freight/freight-dashboard';
import type { FreightAction } from '../../domain/freight/freight-lifecycle';
import type { FreightListQuery } from '../../domain/freight/freight-query';
import type { FreightInput, FreightRecord } from '../../domain/freight/freight-record';
import type { ListPage } from '../../domain/shared/list-query';

export interface TransitionDetails {
  readonly date?: string;
}

export interface BulkTransitionResult {
  readonly updated: readonly FreightRecord[];
  readonly refused: readonly {
    readonly id: string;
    readonly reference: string;
    readonly code: string;
    /** What explains the code: the status it was in, what booking misses (comma-separated), the dates compared. */
    readonly details?: Readonly<Record<string, string | number | boolean>>;
  }[];
}

/**
 * Shipments and their invoices. The backend numbers new records, stamps who and when, applies the
 * lifecycle rules and refuses edits the status forbids. Failures are AppErrors: 'not-found',
 * 'validation' (fieldErrors keyed like validateFreight), 'conflict' (locked invoice, refused
 * transition, or the record changed since it was read).
 */
export interface FreightRepository {
  list(query: FreightListQuery, signal?: AbortSignal): Promise<ListPage<FreightRecord>>;
  /** The same page as the list screen shows it: each shipment's row, not its record. */
  rows(query: FreightListQuery, signal?: AbortSignal): Promise<ListPage<FreightRow>>;
  /** Every record matching the query's text and filters, as CSV with formula-safe cells. */
  /** The ids of every record matching the query's text and filters, in its sort order (at most 100,000). */
  matchingIds(query: FreightListQuery, signal?: AbortSignal): Promise<readonly string[]>;
  get(id: string, signal?: AbortSignal): Promise<FreightRecord>;
  /** `requestId` makes a repeated submit return the first record instead of creating a second. */
  create(input: FreightInput, options?: { readonly requestId?: string }): Promise<FreightRecord>;
  /** `expectedUpdatedAt` guards against overwriting someone else's newer save. */
  update(id: string, input: FreightInput, options?: { readonly expectedUpdatedAt?: string }): Promise<FreightRecord>;
  /** `date`: the actual date of a departure, arrival or delivery (YYYY-MM-DD). */
  transition(id: string, action: FreightAction, details?: TransitionDetails): Promise<FreightRecord>;
  transitionMany(
    ids: readonly string[],
    action: FreightAction,
    details?: TransitionDetails,
  ): Promise<BulkTransitionResult>;
  dashboard(today: string, signal?: AbortSignal): Promise<FreightDashboard>;
}
