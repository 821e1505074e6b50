-- No schema change: after this migration the server rewrites the search column of shipments from their stored
-- documents, so that an air waybill is found however it is typed (postgres-refresh-columns.ts).
SELECT 1;
