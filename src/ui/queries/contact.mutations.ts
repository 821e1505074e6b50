import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Contact, ContactFields } from '../../domain/contact/contact';
import type { ContactUseCases } from '../../application/contacts/contact.use-cases';
import { cacheSavedRecord, forgetRemovedRecord, listsChanged } from './record-cache';
import { contactKeys } from './contact.queries';

export interface ContactSave {
  readonly id: string | null;
  readonly fields: ContactFields;
  readonly requestId: string;
  /** The version the form was opened on: a newer save refuses this one (record.stale). */
  readonly expectedUpdatedAt?: string;
}

/** Writes to contacts: each keeps the cache in step with what the server answered. */
export const contactMutations = {
  save: (client: QueryClient, contacts: ContactUseCases) =>
    mutationOptions({
      mutationFn: ({ id, fields, requestId, expectedUpdatedAt }: ContactSave) =>
        contacts.save(id, fields, requestId, expectedUpdatedAt ? { expectedUpdatedAt } : {}),
      onSuccess: (saved: Contact) => cacheSavedRecord(client, contactKeys, saved),
    }),
  remove: (client: QueryClient, contacts: ContactUseCases) =>
    mutationOptions({
      mutationFn: (id: string) => contacts.remove(id),
      onSuccess: (_: void, id: string) => forgetRemovedRecord(client, contactKeys, id),
    }),
  importMany: (client: QueryClient, contacts: ContactUseCases) =>
    mutationOptions({
      mutationFn: (rows: readonly ContactFields[]) => contacts.importMany(rows),
      onSuccess: () => listsChanged(client, contactKeys),
    }),
};
