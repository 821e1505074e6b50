import { activeFilterOf, type ListIndexConfig } from '../shared/list-query';
import { contactDisplayName, isContactRole, type Contact, type ContactRole } from './contact';

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
 * Active contacts matching a picker's text (name, company, tax id), best first: prefix matches before others. An
 * inactive contact is never offered for a new choice.
 */
export function pickContacts(
  contacts: readonly Contact[],
  text: string,
  role: ContactRole | null,
  limit: number,
): Contact[] {
  const needle = text.trim().toLowerCase();
  const pool = contactsWithRole(contacts, role).filter((c) => c.active);
  const scored: { contact: Contact; score: number }[] = [];
  for (const contact of pool) {
    const name = contactDisplayName(contact).toLowerCase();
    const hay = `${name} ${contact.taxId.toLowerCase()} ${contact.email.toLowerCase()}`;
    if (needle === '') scored.push({ contact, score: 1 });
    else if (name.startsWith(needle)) scored.push({ contact, score: 0 });
    else if (hay.includes(needle)) scored.push({ contact, score: 1 });
  }
  scored.sort(
    (a, b) => a.score - b.score || contactDisplayName(a.contact).localeCompare(contactDisplayName(b.contact)),
  );
  return scored.slice(0, Math.max(0, limit)).map((s) => s.contact);
}
