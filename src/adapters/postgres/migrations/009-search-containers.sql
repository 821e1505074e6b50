-- No schema change: after this migration the server rewrites the search column of shipments from their stored
-- documents, so that a shipment is found by its container numbers (postgres-refresh-columns.ts).
SELECT 1;
