/**
 * A business contact: a shipper, consignee, notify party or carrier the freight records point at.
 * Fields follow the spec's contact sample record, plus roles and a tax id.
 */
export const CONTACT_ROLES = ['shipper', 'consignee', 'notify', 'carrier'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

export interface ContactFields {
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly country: string;
  readonly phone: string;
  readonly fax: string;
  readonly email: string;
  readonly web: string;
  readonly roles: readonly ContactRole[];
  readonly taxId: string;
  /** An inactive contact stays on the shipments that name it but is no longer offered for new ones. */
  readonly active: boolean;
}

export interface Contact extends ContactFields {
  readonly id: string;
  /** When it was last saved: a save names the version it started from, so a newer save is never overwritten. */
  readonly updatedAt: string;
}

export const EMPTY_CONTACT: ContactFields = {
  firstname: '',
  lastname: '',
  company: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  country: '',
  phone: '',
  fax: '',
  email: '',
  web: '',
  roles: [],
  taxId: '',
  active: true,
};

/** A stored contact from before contacts could be made inactive: it is active. */
export function withContactDefaults<C extends Omit<ContactFields, 'active'> & { readonly active?: boolean }>(
  stored: C,
): C & { readonly active: boolean } {
  return { ...stored, active: typeof stored.active === 'boolean' ? stored.active : true };
}

export function isContactRole(value: unknown): value is ContactRole {
  return typeof value === 'string' && (CONTACT_ROLES as readonly string[]).includes(value);
}

/** How a contact is named in pickers and on documents: the company, else the person. */
export function contactDisplayName(contact: Pick<ContactFields, 'firstname' | 'lastname' | 'company'>): string {
  const person = `${contact.firstname} ${contact.lastname}`.trim();
  if (contact.company.trim() === '') return person;
  return person === '' ? contact.company.trim() : `${contact.company.trim()} (${person})`;
}

/** A tax id as one searchable word: its letters and digits, so `12345678000195` finds `12.345.678/0001-95`. */
export function taxIdSearchWord(taxId: string): string {
  return taxId.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}
