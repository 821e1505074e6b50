import type { Contact, ContactFields, ContactRole } from '../../domain/contact/contact';
import type { ContactSortField } from '../../domain/contact/contact-list';
import type { ListPage, ListQuery } from '../../domain/shared/list-query';
import type { SaveOptions } from './product-repository.port';

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
 * Contacts (parties of a shipment). Every failure is an AppError: 'not-found', 'validation' with
 * fieldErrors (field -> code), 'conflict' for a contact in use by a shipment.
 */
export interface ContactRepository {
  list(query: ContactListQuery, signal?: AbortSignal): Promise<ListPage<Contact>>;
  /** Picker lookup by name, company, tax id or e-mail; prefix matches on the name first. */
  search(text: string, options?: ContactLookupOptions): Promise<readonly Contact[]>;
  get(id: string, signal?: AbortSignal): Promise<Contact>;
  /** `requestId` makes a repeated submit (double click, retry) return the first record instead of a second. */
  create(fields: ContactFields, options?: { readonly requestId?: string }): Promise<Contact>;
  /** `expectedUpdatedAt`: the version the person edited; a newer save refuses this one ('conflict', record.stale). */
  update(id: string, fields: ContactFields, options?: SaveOptions): Promise<Contact>;
  /** Refused with 'conflict' while a shipment uses the contact as shipper or consignee. */
  remove(id: string, options?: SaveOptions): Promise<void>;
  /** All or nothing: either every row is created or none is (fieldErrors keyed `rows.<n>.<field>`). */
  importMany(rows: readonly ContactFields[]): Promise<{ readonly created: number }>;
}
