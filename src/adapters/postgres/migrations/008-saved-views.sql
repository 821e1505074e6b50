-- Saved views of the lists (a named set of filters, sort, page size and columns), private to their owner or shared
-- with all staff, and each person's default view per list (one row per person and list, so one default each).
CREATE TABLE saved_views (
  id text PRIMARY KEY,
  list text NOT NULL,
  owner_id text NOT NULL,
  shared boolean NOT NULL,
  view json NOT NULL
);
CREATE INDEX saved_views_owner ON saved_views (list, owner_id);
CREATE INDEX saved_views_shared ON saved_views (list) WHERE shared;

CREATE TABLE saved_view_defaults (
  person_id text NOT NULL,
  list text NOT NULL,
  view_id text NOT NULL,
  PRIMARY KEY (person_id, list)
);
