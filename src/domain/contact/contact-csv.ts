import type { CsvColumn } from '../shared/csv';
import { err, ok, type Result } from '../shared/result';
import { EMPTY_CONTACT, isContactRole, type Contact, type ContactFields, type ContactRole } from './contact';
import { readBool } from '../product/product-csv';
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
/** The columns an import needs; `active` may be left out (then every row is active). */
export const CONTACT_CSV_HEADERS = [...TEXT_FIELDS, 'roles'] as const;

export const contactCsvColumns: readonly CsvColumn<Contact>[] = [
  ...CONTACT_CSV_HEADERS.map((header) => ({
    header,
    value: (c: Contact) => (header === 'roles' ? c.roles.join('|') : c[header]),
  })),
  { header: 'active', value: (c: Contact) => c.active },
];

export function contactFromCsv(
  record: Readonly<Record<string, string>>,
): Result<ContactFields, Record<string, string>> {
  const roleWords = (record.roles ?? '')
    .split(/[|;,]/)
    .map((r) => r.trim().toLowerCase())
    .filter((r) => r !== '');
  const roles = roleWords.filter(isContactRole) as ContactRole[];
  const active = readBool(record.active ?? '');
  const fields: ContactFields = { ...EMPTY_CONTACT, roles, active: active ?? true };
  const filled = TEXT_FIELDS.reduce<ContactFields>((acc, key) => ({ ...acc, [key]: record[key] ?? '' }), fields);
  const errors: Record<string, string> = { ...(validateContact(filled) as Record<string, string>) };
  if (roles.length !== roleWords.length) errors.roles = 'role';
  if (active === null) errors.active = 'bool';
  return Object.keys(errors).length > 0 ? err(errors) : ok(normaliseContact(filled));
}
