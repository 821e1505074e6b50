-- No schema change: after this migration the server rewrites the list columns of shipments and products from their
-- stored documents (declared value in BRL, destination names, dotted tariff codes), see postgres-refresh-columns.ts.
SELECT 1;
