import type { Contact, ContactFields, ContactRole } from '../../domain/contact/contact';
import type { ContactSortField } from '../../domain/contact/contact-list';
import type { ListQuery } from '../../domain/shared/list-query';
import type { MasterRecordRepository } from './master-record-repository.port';

/** List filters: `role` one of CONTACT_ROLES, `country` an ISO alpha-2 code, `active` 'true' or 'false'. */
export type ContactListFilter = 'role' | 'country' | 'active';
export type ContactListQuery = ListQuery<ContactSortField, ContactListFilter>;

export interface ContactLookupOptions {
  /** Only contacts holding this role (a shipper picker asks for 'shipper'). */
  readonly role?: ContactRole;
  /** Default 10. */
  readonly limit?: number;
  readonly signal?: AbortSignal;
}

/**
 * Contacts (parties of a shipment). Picker lookup (`search`) is by name, company, tax id or e-mail, prefix matches
 * on the name first. A contact a shipment names as shipper or consignee is not removed ('conflict').
 */
export type ContactRepository = MasterRecordRepository<Contact, ContactFields, ContactListQuery, ContactLookupOptions>;
