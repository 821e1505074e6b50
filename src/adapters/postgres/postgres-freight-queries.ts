import type { FreightQueries } from '../../application/ports/store/freight-queries.port';
import { FREIGHT_STATUSES, type FreightStatus } from '../../domain/freight/freight-options';
import { freightDashboard } from '../../domain/freight/freight-dashboard';
import {
  freightListToQuery,
  type FreightFilterField,
  type FreightListFilters,
} from '../../domain/freight/freight-query';
import type { FreightRecord } from '../../domain/freight/freight-record';
import { freightRowOf, type FreightRow } from '../../domain/freight/freight-row';
import type { FreightSortField } from '../../domain/freight/freight-sort-fields';
import { monthOf } from '../../domain/freight/iso-date';
import { listAll, listPage, listPageOf, type SqlConditions } from './postgres-list-query';
import { freightTable, LIST_ROW_COLUMN } from './postgres-tables';
import type { SqlQueryable, SqlValue } from './sql-database';

/**
 * Shipment reads in SQL. The dashboard runs the domain's `freightDashboard` on the records its figures can come
 * from (departed this month, by the domain's departure day kept in `departed_on`, not yet delivered or cancelled with a past ETA, the latest status changes: a superset,
 * the domain picks) and takes two figures from SQL aggregates that count exactly as the domain does: shipments per
 * status, and the top destinations (shipments not cancelled, with a destination, most first, then by country code).
 */
const TOP_DESTINATIONS = 5;
/** Only a superset is needed here (the domain decides which are late), so every status but the two final ones. */
const NOT_CLOSED = FREIGHT_STATUSES.filter((status) => status !== 'delivered' && status !== 'cancelled');
const RECENT_ACTIVITY = 10;

/** The filters that are not one column each: a contact as shipper or consignee, a product on any line. */
function referenceFilters(filters: FreightListFilters): SqlConditions | undefined {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  if (filters.party) {
    params.push(filters.party);
    clauses.push(`(shipper_id = $${params.length} OR consignee_id = $${params.length})`);
  }
  if (filters.product) {
    params.push([filters.product]);
    clauses.push(`product_ids @> $${params.length}::text[]`);
  }
  return clauses.length > 0 ? { clauses, params } : undefined;
}

export function createPostgresFreightQueries(db: SqlQueryable): FreightQueries {
  return {
    list: (query) => listPage(db, freightTable, freightListToQuery(query), referenceFilters(query.filters)),
    // A shipment written by an older copy of the server (during an upgrade) may have no list row yet: its document
    // is read instead, and made a row here.
    rows: async (query) => {
      const page = await listPageOf<FreightRow | FreightRecord, FreightRecord, FreightSortField, FreightFilterField>(
        db,
        freightTable,
        freightListToQuery(query),
        `coalesce(${LIST_ROW_COLUMN}, doc)`,
        referenceFilters(query.filters),
      );
      return { ...page, items: page.items.map((item) => ('lines' in item ? freightRowOf(item) : item)) };
    },

    ids: async (query, limit) =>
      (await listAll(db, freightTable, freightListToQuery(query), limit, referenceFilters(query.filters))).map(
        (record) => record.id,
      ),

    async dashboard(today) {
      const month = monthOf(today);
      const { rows } = await db.query<{ doc: FreightRecord }>(
        `SELECT doc FROM freight WHERE id IN (
            SELECT id FROM freight WHERE departed_on >= $1 AND departed_on < $2
            UNION SELECT id FROM freight WHERE f_status = ANY($3) AND s_eta < $4
            UNION (SELECT id FROM freight WHERE last_change_at IS NOT NULL
                    ORDER BY last_change_at DESC, seq LIMIT $5))
          ORDER BY seq`,
        [`${month}-00`, `${month}-99`, NOT_CLOSED, today, RECENT_ACTIVITY],
      );
      const figures = freightDashboard(
        rows.map((row) => row.doc),
        { today, topDestinations: TOP_DESTINATIONS, recentActivity: RECENT_ACTIVITY },
      );
      const byStatus = Object.fromEntries(FREIGHT_STATUSES.map((s) => [s, 0])) as Record<FreightStatus, number>;
      const counts = await db.query<{ status: FreightStatus; n: number }>(
        'SELECT f_status AS status, sum(n)::int AS n FROM freight_counts GROUP BY f_status',
      );
      for (const row of counts.rows) byStatus[row.status] = row.n;
      const destinations = await db.query<{ country: string; shipments: number }>(
        `SELECT f_destination AS country, sum(n)::int AS shipments FROM freight_counts
          WHERE f_status <> 'cancelled' AND f_destination <> ''
          GROUP BY f_destination HAVING sum(n) > 0 ORDER BY shipments DESC, country LIMIT $1`,
        [TOP_DESTINATIONS],
      );
      return { ...figures, byStatus, topDestinations: destinations.rows };
    },

    async countReferencing(reference) {
      const { rows } = await db.query<{ n: number }>(
        'contactId' in reference
          ? 'SELECT count(*)::int AS n FROM freight WHERE shipper_id = $1 OR consignee_id = $1'
          : 'SELECT count(*)::int AS n FROM freight WHERE product_ids @> ARRAY[$1]::text[]',
        ['contactId' in reference ? reference.contactId : reference.productId],
      );
      return rows[0]?.n ?? 0;
    },

    async hasActivityBy(userId) {
      const { rows } = await db.query('SELECT 1 FROM freight WHERE actor_ids @> ARRAY[$1]::text[] LIMIT 1', [userId]);
      return rows.length > 0;
    },
  };
}
