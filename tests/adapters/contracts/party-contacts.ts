import type { Contact, ContactFields } from '../../../src/domain/contact/contact';
import { partyRefOf } from '../../../src/domain/freight/freight-parties';
import type { PartyRef } from '../../../src/domain/freight/freight-record';
import { CONSIGNEE, SHIPPER } from '../../domain/freight/freight-test-data';
import { sampleContact } from './master-data-samples';

let tag = 0;

/**
 * A contact made on the backend under test, named as a shipment names it: a shipment's parties are looked up in the
 * contacts, so a test that creates a shipment first creates the contacts it names.
 */
export async function partyContact(
  contacts: { create(fields: ContactFields): Promise<Contact> },
  name: string,
  country: string,
): Promise<PartyRef> {
  return partyRefOf(await contacts.create(sampleContact(`Party${(tag += 1)}`, { company: name, country })));
}

/** The test data's shipper and consignee, made contacts of the backend under test. */
export async function partyContacts(contacts: { create(fields: ContactFields): Promise<Contact> }) {
  return {
    shipper: await partyContact(contacts, SHIPPER.name, SHIPPER.country),
    consignee: await partyContact(contacts, CONSIGNEE.name, CONSIGNEE.country),
  };
}
