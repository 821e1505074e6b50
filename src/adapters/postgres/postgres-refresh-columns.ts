import { columnNames, columnValues, type ListTable } from './postgres-list-table';
import { freightTable, productTable } from './postgres-tables';
import type { SqlDatabase } from './sql-database';

/**
 * The list columns (search key, sort keys, filters) are computed by the domain when a record is written. When the
 * domain changes what they hold, rows written before keep the old values until rewritten: these migrations
 * rewrite them from the stored documents, once, right after the migration is applied.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyListTable = ListTable<any, string, string>;

export const REFRESH_AFTER: Readonly<Record<string, readonly AnyListTable[]>> = {
  // Declared value sorts in BRL; destinations are searched by name; products by dotted NCM and HS codes.
  '004-refresh-list-columns': [freightTable, productTable],
  // Shipments are found by their container numbers too.
  '009-search-containers': [freightTable],
  // Shipments keep their list row beside the document.
  '010-list-rows': [freightTable],
  // Air waybills are found as printed, as airlines write them and as bare digits.
  '013-search-waybills': [freightTable],
};

const BATCH = 500;

export async function refreshListColumns(db: SqlDatabase, table: AnyListTable): Promise<number> {
  const columns = columnNames(table);
  const update = `UPDATE ${table.name} SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`;
  let after = -1;
  let rewritten = 0;
  for (;;) {
    const { rows } = await db.query<{ id: string; doc: { readonly id: string }; seq: number }>(
      `SELECT id, doc, seq::float8 AS seq FROM ${table.name} WHERE seq > $1 ORDER BY seq LIMIT ${BATCH}`,
      [after],
    );
    if (rows.length === 0) return rewritten;
    await db.transaction(async (tx) => {
      for (const row of rows) await tx.query(update, [row.id, ...columnValues(table, row.doc)]);
    });
    rewritten += rows.length;
    after = rows[rows.length - 1]?.seq ?? after;
  }
}
