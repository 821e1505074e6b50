-- Sign-in and registration throttling keeps one count per key (a pair of account and address, an address, an
-- e-mail), swapped atomically; the rules are the domain's. The failure log it replaces is dropped.
CREATE TABLE attempt_counts (
  key text PRIMARY KEY,
  count integer NOT NULL,
  first_at text COLLATE "C" NOT NULL,
  last_at text COLLATE "C" NOT NULL
);
CREATE INDEX attempt_counts_last_at ON attempt_counts (last_at);
DROP TABLE IF EXISTS login_failures;

-- A sign-in ends at an absolute instant whatever its rotations; tokens issued before have none (null).
ALTER TABLE refresh_tokens ADD COLUMN IF NOT EXISTS family_expires_at text;
CREATE INDEX IF NOT EXISTS refresh_tokens_expires_at ON refresh_tokens (expires_at);

-- Settings an admin changes at run time, as JSON text by name (self-registration open or closed).
CREATE TABLE IF NOT EXISTS app_settings (
  name text PRIMARY KEY,
  value text NOT NULL
);
