import { activeFilterOf, type ListIndexConfig } from '../shared/list-query';
import { pickRecords, type PickerKeys } from '../shared/picker';
import { contactDisplayName, taxIdSearchWord, isContactRole, type Contact, type ContactRole } from './contact';

export const CONTACT_SORT_FIELDS = ['name', 'company', 'city', 'country', 'email'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
/** A contact has several roles, so each role is a yes/no filter key of its own (filter `{ shipper: true }`). */
export type ContactFilterField = ContactRole | 'country' | 'active';

export const contactListConfig: ListIndexConfig<Contact, ContactSortField, ContactFilterField> = {
  searchText: (c) =>
    [c.firstname, c.lastname, c.company, c.city, c.state, c.country, c.email, c.phone, c.taxId].join(' '),
  sortKeys: {
    name: (c) => `${c.firstname} ${c.lastname}`.trim() || c.company,
    company: (c) => c.company || null,
    city: (c) => c.city || null,
    country: (c) => c.country || null,
    email: (c) => c.email || null,
  },
  filterKeys: {
    active: (c) => c.active,
    country: (c) => c.country,
    shipper: (c) => c.roles.includes('shipper'),
    consignee: (c) => c.roles.includes('consignee'),
    notify: (c) => c.roles.includes('notify'),
    carrier: (c) => c.roles.includes('carrier'),
  },
};

export function contactFilters(
  role: ContactRole | null,
  country: string | null,
  active: boolean | null = null,
): Partial<Record<ContactFilterField, string | boolean>> {
  return {
    ...(role ? { [role]: true } : {}),
    ...(country ? { country } : {}),
    ...(active === null ? {} : { active }),
  };
}

export { activeFilterOf };

/** A contact list's filters as a URL or a stored query carries them, in the values the list compares. */
export function contactFiltersOf(filters: Readonly<Record<string, unknown>>) {
  const { role, country, active } = filters;
  return contactFilters(
    isContactRole(role) ? role : null,
    typeof country === 'string' && country ? country.toUpperCase() : null,
    activeFilterOf(active),
  );
}

export function contactsWithRole(contacts: readonly Contact[], role: ContactRole | null): readonly Contact[] {
  return role ? contacts.filter((c) => c.roles.includes(role)) : contacts;
}

/**
 * What a contact picker finds a contact by (its name, company, city, tax id as written or as bare digits, e-mail)
 * and orders it by.
 */
export const contactPickerKeys: PickerKeys<Contact> = {
  text: (c) => [contactDisplayName(c), c.city, c.taxId, taxIdSearchWord(c.taxId), c.email].join(' '),
  name: contactDisplayName,
};

/**
 * Active contacts in a role matching a picker's text, best first (see picker.ts). An inactive contact is never
 * offered for a new choice.
 */
export function pickContacts(
  contacts: readonly Contact[],
  text: string,
  role: ContactRole | null,
  limit: number,
): Contact[] {
  const pool = contactsWithRole(contacts, role).filter((c) => c.active);
  return pickRecords(pool, contactPickerKeys, text, limit);
}
