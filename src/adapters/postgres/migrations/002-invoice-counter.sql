-- The invoice numbers given at booking have a counter of their own (a row to lock, like the freight counter).
INSERT INTO counters (name, value) VALUES ('invoice', NULL) ON CONFLICT (name) DO NOTHING;
