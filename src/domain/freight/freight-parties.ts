import { contactDisplayName, type Contact } from '../contact/contact';
import type { FreightRecord, PartyRef } from './freight-record';

/** A contact's postal address as documents print it: street, postcode and city, state; lines left out when empty. */
export function partyAddress(contact: Pick<Contact, 'address' | 'city' | 'state' | 'zip'>): string {
  return [contact.address, `${contact.zip.trim()} ${contact.city.trim()}`, contact.state]
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * A contact as a shipment names it: its company, or the person when there is no company, with its address and tax id
 * as they are when picked (the documents print them).
 */
/** A master record a shipment may refer to: a contact as a party, a product on a line. */
export type FreightReference = { readonly contactId: string } | { readonly productId: string };

/** Whether the shipment names the contact as a party or carries the product on a line. */
export function refersTo(record: Pick<FreightRecord, 'shipper' | 'consignee' | 'lines'>, reference: FreightReference) {
  if ('contactId' in reference)
    return record.shipper?.id === reference.contactId || record.consignee?.id === reference.contactId;
  return record.lines.some((line) => line.productId === reference.productId);
}

export function partyRefOf(contact: Contact): PartyRef {
  const address = partyAddress(contact);
  const taxId = contact.taxId.trim();
  return {
    id: contact.id,
    name: contact.company.trim() || contactDisplayName(contact),
    country: contact.country,
    ...(address !== '' ? { address } : {}),
    ...(taxId !== '' ? { taxId } : {}),
  };
}

/** What tells two parties of the same name apart in a picker: city and tax id, when known. */
export function partyHint(contact: Contact): string {
  return [contact.city.trim(), contact.taxId.trim()].filter((part) => part !== '').join(' · ');
}
