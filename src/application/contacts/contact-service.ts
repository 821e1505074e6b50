import { contactDisplayName, type ContactFields, type ContactRole } from '../../domain/contact/contact';
import { contactRules } from '../../domain/contact/contact-validation';
import type { Caller } from '../auth/caller';
import { lookupLimit, makeMasterRecordService, type MasterRecordDeps } from '../master-data/master-record-service';
import type { ContactListQuery } from '../ports/contact-repository.port';
import type { ContactQueries } from '../ports/store/master-data-queries.port';

/** Contacts: a save never overwrites a newer one; a contact a shipment names is never deleted. */
export function makeContactService(deps: MasterRecordDeps & { readonly contacts: ContactQueries }) {
  const records = makeMasterRecordService<ContactFields>(
    { ...contactRules, idPrefix: 'c', table: (uow) => uow.contacts, label: contactDisplayName, reference: 'contactId' },
    deps,
  );
  return {
    ...records,
    list: (_caller: Caller, query: ContactListQuery) => deps.contacts.list(query),
    lookup: (_caller: Caller, text: string, options: { readonly role?: ContactRole; readonly limit: number }) =>
      deps.contacts.lookup(text, { ...options, limit: lookupLimit(options.limit) }),
  };
}

export type ContactService = ReturnType<typeof makeContactService>;
