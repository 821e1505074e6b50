import type { Contact, ContactFields } from '../../domain/contact/contact';
import { contactKeys } from './contact.queries';
import { masterRecordMutations } from './master-record.mutations';

/** Writes to contacts: each keeps the cache in step with what the server answered. */
export const contactMutations = masterRecordMutations<ContactFields, Contact>(contactKeys);
