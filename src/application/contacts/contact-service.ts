import { contactDisplayName, type ContactFields, type ContactRole } from '../../domain/contact/contact';
import { normaliseContact, validateContact } from '../../domain/contact/contact-validation';
import type { Caller } from '../auth/caller';
import { makeMasterRecordService, type MasterRecordDeps } from '../master-data/master-record-service';
import type { ContactListQuery } from '../ports/contact-repository.port';
import type { FreightQueries } from '../ports/store/freight-queries.port';
import type { ContactQueries } from '../ports/store/master-data-queries.port';

/** Contacts: a save never overwrites a newer one; a contact a shipment names is never deleted. */
export interface ContactServiceDeps extends MasterRecordDeps {
  readonly contacts: ContactQueries;
  readonly freight: FreightQueries;
}

export function makeContactService(deps: ContactServiceDeps) {
  const { contacts, freight } = deps;
  const records = makeMasterRecordService<ContactFields>(
    {
      kind: 'contact',
      idPrefix: 'c',
      table: (uow) => uow.contacts,
      normalise: normaliseContact,
      validate: validateContact,
      label: contactDisplayName,
      uses: (id) => freight.countReferencing({ contactId: id }),
    },
    deps,
  );
  return {
    ...records,
    list: (_caller: Caller, query: ContactListQuery) => contacts.list(query),
    lookup: (_caller: Caller, text: string, options: { readonly role?: ContactRole; readonly limit: number }) =>
      contacts.lookup(text, { ...options, limit: Math.min(50, Math.max(1, options.limit)) }),
  };
}

export type ContactService = ReturnType<typeof makeContactService>;
