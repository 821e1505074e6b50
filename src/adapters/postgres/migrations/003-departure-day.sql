-- The day each shipment actually departed (the domain's departureDay), for the dashboard's "shipped this month".
-- Rows written before are filled from their document: the recorded departure day, else the day of the last change
-- to in transit in their history.
ALTER TABLE freight ADD COLUMN departed_on text COLLATE "C";
UPDATE freight SET departed_on = COALESCE(
  doc->>'departedOn',
  (SELECT left(COALESCE(e.change->>'date', e.change->>'at'), 10)
     FROM json_array_elements(doc->'history') WITH ORDINALITY AS e(change, n)
    WHERE e.change->>'to' = 'in_transit'
    ORDER BY e.n DESC LIMIT 1));
CREATE INDEX freight_departed_on ON freight (departed_on);
