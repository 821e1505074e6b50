import type { FreightDashboard } from '../../../domain/freight/freight-dashboard';
import type { FreightListQuery } from '../../../domain/freight/freight-query';
import type { FreightRecord } from '../../../domain/freight/freight-record';
import type { FreightRow } from '../../../domain/freight/freight-row';
import type { ListPage } from '../../../domain/shared/list-query';

import type { FreightReference } from '../../../domain/freight/freight-parties';

export type { FreightReference };

/** What shipments are used for, outside a transaction: lists, export, the dashboard, references to master data. */

export interface FreightQueries {
  list(query: FreightListQuery): Promise<ListPage<FreightRecord>>;
  /** The same page as the list screen shows it: the shipments' rows (`freightRowOf`), not their records. */
  rows(query: FreightListQuery): Promise<ListPage<FreightRow>>;
  /** The ids of every record matching the query's text and filters, in its sort order (a selection of all that
   * match; a store may read less for it); at most `limit`. */
  ids(query: FreightListQuery, limit: number): Promise<readonly string[]>;
  /** The dashboard figures for `today` (the rules are the domain's `freightDashboard`). */
  dashboard(today: string): Promise<FreightDashboard>;
  /** How many shipments name this contact as a party, or carry this product on a line. */
  countReferencing(reference: FreightReference): Promise<number>;
  /** Whether this member of staff created, changed or moved any shipment. */
  hasActivityBy(userId: string): Promise<boolean>;
}
