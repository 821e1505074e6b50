-- Contacts can be made inactive: kept on the shipments that name them, no longer offered in the pickers. Every
-- contact stored before this was active. The flag is appended to the stored text of each document (json keeps
-- text as written, so the fields before it read back unchanged).
ALTER TABLE contacts ADD COLUMN f_active boolean;
UPDATE contacts
  SET doc = regexp_replace(doc::text, '\}\s*$', ',"active":true}')::json
  WHERE json_typeof(doc -> 'active') IS DISTINCT FROM 'boolean';
UPDATE contacts SET f_active = (doc ->> 'active')::boolean;
