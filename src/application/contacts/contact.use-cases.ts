import type { Contact, ContactFields } from '../../domain/contact/contact';
import { contactRules } from '../../domain/contact/contact-validation';
import { makeMasterRecordUseCases, type MasterRecordUseCases } from '../master-data/master-record.use-cases';
import type { ContactListQuery, ContactLookupOptions, ContactRepository } from '../ports/contact-repository.port';

export type ContactUseCases = MasterRecordUseCases<Contact, ContactFields, ContactListQuery, ContactLookupOptions>;

export function makeContactUseCases(deps: { contacts: ContactRepository }): ContactUseCases {
  return makeMasterRecordUseCases(deps.contacts, contactRules);
}
