import type { CsvColumn } from '../shared/csv';
import { err, ok, type Result } from '../shared/result';
import { EMPTY_CONTACT, isContactRole, type Contact, type ContactFields, type ContactRole } from './contact';
import { normaliseContact, validateContact } from './contact-validation';

/** Contacts as CSV: machine headers (the same for export and import), roles joined by '|'. */
const TEXT_FIELDS = [
  'firstname',
  'lastname',
  'company',
  'address',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'fax',
  'email',
  'web',
  'taxId',
] as const;
export const CONTACT_CSV_HEADERS = [...TEXT_FIELDS, 'roles'] as const;

export const contactCsvColumns: readonly CsvColumn<Contact>[] = CONTACT_CSV_HEADERS.map((header) => ({
  header,
  value: (c: Contact) => (header === 'roles' ? c.roles.join('|') : c[header]),
}));

export function contactFromCsv(
  record: Readonly<Record<string, string>>,
): Result<ContactFields, Record<string, string>> {
  const roleWords = (record.roles ?? '')
    .split(/[|;,]/)
    .map((r) => r.trim().toLowerCase())
    .filter((r) => r !== '');
  const roles = roleWords.filter(isContactRole) as ContactRole[];
  const fields: ContactFields = { ...EMPTY_CONTACT, roles };
  const filled = TEXT_FIELDS.reduce<ContactFields>((acc, key) => ({ ...acc, [key]: record[key] ?? '' }), fields);
  const errors: Record<string, string> = { ...(validateContact(filled) as Record<string, string>) };
  if (roles.length !== roleWords.length) errors.roles = 'role';
  return Object.keys(errors).length > 0 ? err(errors) : ok(normaliseContact(filled));
}
