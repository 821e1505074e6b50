import { queryOptions } from '@tanstack/react-query';
import type { ContactListQuery } from '../../application/ports/contact-repository.port';
import type { ContactUseCases } from '../../application/contacts/contact.use-cases';
import { recordKeys } from './record-keys';

export const contactKeys = recordKeys('contacts');

/** Contacts as server state: every read and write goes through `useCases.contacts`. */
export const contactQueries = {
  list: (contacts: ContactUseCases, query: ContactListQuery) =>
    queryOptions({ queryKey: contactKeys.list(query), queryFn: ({ signal }) => contacts.list(query, signal) }),
  detail: (contacts: ContactUseCases, id: string) =>
    queryOptions({ queryKey: contactKeys.detail(id), queryFn: ({ signal }) => contacts.get(id, signal) }),
};
