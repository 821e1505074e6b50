import type { ContactListQuery } from '../../application/ports/contact-repository.port';
import type { Contact } from '../../domain/contact/contact';
import { recordKeys } from './record-keys';
import { recordQueries } from './record-queries';

export const contactKeys = recordKeys('contacts');

/** Contacts as server state: every read and write goes through `useCases.contacts`. */
export const contactQueries = recordQueries<ContactListQuery, Contact>(contactKeys);
