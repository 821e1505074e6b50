-- A shipment's list row (its list columns as JSON) beside its document: a list page reads the rows, not the
-- documents. The server fills it for the shipments already stored right after this migration
-- (postgres-refresh-columns.ts); every write keeps it from then on. A shipment written meanwhile by an older copy of
-- the server has none: the list reads its document instead. JSON text, as the documents are: read back as written.
ALTER TABLE freight ADD COLUMN IF NOT EXISTS list_row json;
