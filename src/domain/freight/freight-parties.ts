import { contactDisplayName, type Contact } from '../contact/contact';
import type { PartyRef } from './freight-record';

/** A contact as a shipment names it: its company, or the person when there is no company. */
export function partyRefOf(contact: Contact): PartyRef {
  return { id: contact.id, name: contact.company.trim() || contactDisplayName(contact), country: contact.country };
}

/** What tells two parties of the same name apart in a picker: city and tax id, when known. */
export function partyHint(contact: Contact): string {
  return [contact.city.trim(), contact.taxId.trim()].filter((part) => part !== '').join(' · ');
}
