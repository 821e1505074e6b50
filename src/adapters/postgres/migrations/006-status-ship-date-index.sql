-- The freight list most often asks for one status in ship-date order (the status tabs). With only the ship-date
-- index the first page walked the ship-date order and skipped every shipment of another status (about 1,200 index
-- entries and heap rows for 25 in transit out of 100,000); this index gives that page in 25.
CREATE INDEX freight_status_ship_date ON freight (f_status, s_ship_date, seq);
