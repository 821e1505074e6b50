-- FreightDesk's tables. Each record is kept whole in `doc`, of type json rather than jsonb: json keeps the text as
-- written, key order included, so a record reads back exactly as it was saved (the domain compares records by
-- their JSON text). Beside it, the columns the lists search, sort and filter on, computed by the domain's list
-- configuration when the record is written (s_* sort keys, folded as the domain folds them; f_* filter keys as
-- the domain reads them). `seq` keeps the order records were first written, which breaks ties exactly as the
-- in-memory list does. Text that is compared uses the "C" collation (code point order), as JavaScript compares
-- strings.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Raised by a conditional write that found the row changed since it was read: a serialization failure, so the
-- transaction is rolled back and the unit of work runs again on fresh reads.
CREATE FUNCTION write_conflict(what text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a concurrent transaction changed %', what USING ERRCODE = 'serialization_failure';
END
$$;

-- The columns every list table starts with, declared once: the record's id, the order it was first written in, its
-- revision, the record itself and its search text. Each list table is created LIKE it (with its identity and the
-- unique index on seq).
CREATE TABLE listed_record (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  version integer NOT NULL,
  doc json NOT NULL,
  search text COLLATE "C" NOT NULL
);

CREATE TABLE freight (
  LIKE listed_record INCLUDING ALL,
  s_reference text COLLATE "C",
  s_status text COLLATE "C",
  s_mode text COLLATE "C",
  s_carrier text COLLATE "C",
  s_shipper text COLLATE "C",
  s_consignee text COLLATE "C",
  s_destination text COLLATE "C",
  s_ship_date text COLLATE "C",
  s_eta text COLLATE "C",
  s_declared_value double precision,
  s_updated_at text COLLATE "C",
  f_status text COLLATE "C" NOT NULL,
  f_mode text COLLATE "C" NOT NULL,
  f_carrier text COLLATE "C" NOT NULL,
  f_destination text COLLATE "C" NOT NULL,
  f_ship_date text COLLATE "C",
  reference text COLLATE "C" NOT NULL,
  shipper_id text,
  consignee_id text,
  product_ids text[] NOT NULL,
  actor_ids text[] NOT NULL,
  last_change_at text COLLATE "C"
);
CREATE UNIQUE INDEX freight_reference ON freight (reference);
CREATE INDEX freight_search ON freight USING gin (search gin_trgm_ops);
CREATE INDEX freight_s_reference ON freight (s_reference, seq);
CREATE INDEX freight_s_status ON freight (s_status, seq);
CREATE INDEX freight_s_mode ON freight (s_mode, seq);
CREATE INDEX freight_s_carrier ON freight (s_carrier, seq);
CREATE INDEX freight_s_shipper ON freight (s_shipper, seq);
CREATE INDEX freight_s_consignee ON freight (s_consignee, seq);
CREATE INDEX freight_s_destination ON freight (s_destination, seq);
CREATE INDEX freight_s_ship_date ON freight (s_ship_date, seq);
CREATE INDEX freight_s_eta ON freight (s_eta, seq);
CREATE INDEX freight_s_declared_value ON freight (s_declared_value, seq);
CREATE INDEX freight_s_updated_at ON freight (s_updated_at, seq);
CREATE INDEX freight_f_status ON freight (f_status);
CREATE INDEX freight_f_mode ON freight (f_mode);
CREATE INDEX freight_f_carrier ON freight (f_carrier);
CREATE INDEX freight_f_destination ON freight (f_destination);
CREATE INDEX freight_f_ship_date ON freight (f_ship_date);
CREATE INDEX freight_shipper ON freight (shipper_id);
CREATE INDEX freight_consignee ON freight (consignee_id);
CREATE INDEX freight_products ON freight USING gin (product_ids);
CREATE INDEX freight_actors ON freight USING gin (actor_ids);
CREATE INDEX freight_last_change ON freight (last_change_at DESC, seq);

-- Shipments counted per combination of the list's equality filters, with how many have each sort key: a list
-- filtered only by these answers its total from here instead of counting the table. Statement triggers keep it
-- from the rows each statement wrote (before and after), so every write, bulk loads included, keeps it exact.
CREATE TABLE freight_counts (
  f_status text COLLATE "C" NOT NULL,
  f_mode text COLLATE "C" NOT NULL,
  f_carrier text COLLATE "C" NOT NULL,
  f_destination text COLLATE "C" NOT NULL,
  n integer NOT NULL,
  nn_s_reference integer NOT NULL,
  nn_s_status integer NOT NULL,
  nn_s_mode integer NOT NULL,
  nn_s_carrier integer NOT NULL,
  nn_s_shipper integer NOT NULL,
  nn_s_consignee integer NOT NULL,
  nn_s_destination integer NOT NULL,
  nn_s_ship_date integer NOT NULL,
  nn_s_eta integer NOT NULL,
  nn_s_declared_value integer NOT NULL,
  nn_s_updated_at integer NOT NULL,
  PRIMARY KEY (f_status, f_mode, f_carrier, f_destination)
);

-- Each trigger hands the function the rows its statement wrote, always under the name delta_rows, and the sign they
-- count with (its argument): +1 for rows inserted and rows as an update left them, -1 for rows deleted and rows as
-- they were before an update. count(column) counts the rows where the column is not null.
CREATE FUNCTION freight_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO freight_counts AS c (f_status, f_mode, f_carrier, f_destination, n, nn_s_reference, nn_s_status, nn_s_mode, nn_s_carrier, nn_s_shipper, nn_s_consignee, nn_s_destination, nn_s_ship_date, nn_s_eta, nn_s_declared_value, nn_s_updated_at)
    SELECT f_status, f_mode, f_carrier, f_destination,
      direction * count(*), direction * count(s_reference), direction * count(s_status), direction * count(s_mode), direction * count(s_carrier),
      direction * count(s_shipper), direction * count(s_consignee), direction * count(s_destination), direction * count(s_ship_date),
      direction * count(s_eta), direction * count(s_declared_value), direction * count(s_updated_at)
    FROM delta_rows
    GROUP BY f_status, f_mode, f_carrier, f_destination
  ON CONFLICT (f_status, f_mode, f_carrier, f_destination) DO UPDATE SET
    n = c.n + EXCLUDED.n,
    nn_s_reference = c.nn_s_reference + EXCLUDED.nn_s_reference,
    nn_s_status = c.nn_s_status + EXCLUDED.nn_s_status,
    nn_s_mode = c.nn_s_mode + EXCLUDED.nn_s_mode,
    nn_s_carrier = c.nn_s_carrier + EXCLUDED.nn_s_carrier,
    nn_s_shipper = c.nn_s_shipper + EXCLUDED.nn_s_shipper,
    nn_s_consignee = c.nn_s_consignee + EXCLUDED.nn_s_consignee,
    nn_s_destination = c.nn_s_destination + EXCLUDED.nn_s_destination,
    nn_s_ship_date = c.nn_s_ship_date + EXCLUDED.nn_s_ship_date,
    nn_s_eta = c.nn_s_eta + EXCLUDED.nn_s_eta,
    nn_s_declared_value = c.nn_s_declared_value + EXCLUDED.nn_s_declared_value,
    nn_s_updated_at = c.nn_s_updated_at + EXCLUDED.nn_s_updated_at;
  RETURN NULL;
END
$$;

CREATE TRIGGER freight_counts_insert AFTER INSERT ON freight REFERENCING NEW TABLE AS delta_rows
  FOR EACH STATEMENT EXECUTE FUNCTION freight_counts_change('1');
CREATE TRIGGER freight_counts_update_new AFTER UPDATE ON freight REFERENCING NEW TABLE AS delta_rows
  FOR EACH STATEMENT EXECUTE FUNCTION freight_counts_change('1');
CREATE TRIGGER freight_counts_update_old AFTER UPDATE ON freight REFERENCING OLD TABLE AS delta_rows
  FOR EACH STATEMENT EXECUTE FUNCTION freight_counts_change('-1');
CREATE TRIGGER freight_counts_delete AFTER DELETE ON freight REFERENCING OLD TABLE AS delta_rows
  FOR EACH STATEMENT EXECUTE FUNCTION freight_counts_change('-1');

CREATE TABLE products (
  LIKE listed_record INCLUDING ALL,
  s_code text COLLATE "C",
  s_description_en text COLLATE "C",
  s_description_pt text COLLATE "C",
  s_hs_code text COLLATE "C",
  s_unit_price double precision,
  s_country_of_origin text COLLATE "C",
  f_active boolean,
  f_country_of_origin text COLLATE "C",
  f_currency text COLLATE "C"
);
CREATE INDEX products_search ON products USING gin (search gin_trgm_ops);

CREATE TABLE contacts (
  LIKE listed_record INCLUDING ALL,
  s_name text COLLATE "C",
  s_company text COLLATE "C",
  s_city text COLLATE "C",
  s_country text COLLATE "C",
  s_email text COLLATE "C",
  f_country text COLLATE "C",
  f_shipper boolean,
  f_consignee boolean,
  f_notify boolean,
  f_carrier boolean
);
CREATE INDEX contacts_search ON contacts USING gin (search gin_trgm_ops);

CREATE TABLE users (
  LIKE listed_record INCLUDING ALL,
  s_name text COLLATE "C",
  s_email text COLLATE "C",
  s_rule text COLLATE "C",
  s_status text COLLATE "C",
  f_rule text COLLATE "C",
  f_status text COLLATE "C"
);

-- Unique keys claimed in the same transaction as the record they belong to ('product.code', 'user.email').
CREATE TABLE unique_keys (
  kind text NOT NULL,
  key text NOT NULL,
  owner text NOT NULL,
  PRIMARY KEY (kind, key)
);

-- Named counters; the row exists from the start so a transaction can lock it before reading.
CREATE TABLE counters (
  name text PRIMARY KEY,
  value text
);
INSERT INTO counters (name, value) VALUES ('freight', NULL);

-- What each create request made (idempotency by request id).
CREATE TABLE requests (
  request_id text PRIMARY KEY,
  kind text NOT NULL,
  record_id text NOT NULL,
  fingerprint text NOT NULL,
  at text NOT NULL
);

-- Append-only: written with the change it describes, never updated or deleted by the application.
CREATE TABLE audit_log (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id text NOT NULL UNIQUE,
  kind text NOT NULL,
  record_id text NOT NULL,
  actor_id text NOT NULL,
  at text COLLATE "C" NOT NULL,
  entry json NOT NULL
);
CREATE INDEX audit_log_record ON audit_log (record_id, seq);
CREATE INDEX audit_log_actor ON audit_log (actor_id, seq);

CREATE TABLE credentials (
  user_id text PRIMARY KEY,
  password_hash text NOT NULL
);

-- Refresh tokens as digests only.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL,
  family text NOT NULL,
  expires_at text NOT NULL,
  used_at text,
  revoked_at text
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

CREATE TABLE login_failures (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL,
  at text COLLATE "C" NOT NULL
);
CREATE INDEX login_failures_key ON login_failures (key, at);
