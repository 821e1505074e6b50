-- The number of the last change announced to the event streams, one series for every copy of the server. Its row
-- lock, held until the announcing transaction commits, makes the numbers follow the order of the announcements.
CREATE TABLE change_feed (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  last_seq bigint NOT NULL
);
INSERT INTO change_feed (id, last_seq) VALUES (true, 0);
