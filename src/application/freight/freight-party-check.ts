import { partyRefOf } from '../../domain/freight/freight-parties';
import type { FreightInput, FreightRecord, PartyRef } from '../../domain/freight/freight-record';
import { refusals } from '../errors/refusals';
import type { UnitOfWork } from '../ports/store/unit-of-work.port';

const ROLES = ['shipper', 'consignee'] as const;
type PartyRole = (typeof ROLES)[number];

const sameParty = (a: PartyRef, b: PartyRef) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The shipper and consignee as the contacts book names them, never as a request does: a party is looked up by its
 * id and stored as `partyRefOf` the contact today. A party the shipment already holds, sent back unchanged, stays as
 * saved (its contact may have changed or gone since, and a booked invoice keeps what it printed); a party whose
 * contact no longer exists cannot be picked anew (`unknownContact` at the field), nor one made inactive
 * (`inactiveContact`: it stays on the shipments that name it but is not offered for new ones).
 */
export async function checkedParties(
  uow: UnitOfWork,
  input: FreightInput,
  saved: FreightRecord | null,
): Promise<FreightInput> {
  const resolved: Partial<Record<PartyRole, PartyRef | null>> = {};
  const errors: Record<string, string> = {};
  for (const role of ROLES) {
    const sent = input[role];
    const kept = saved?.[role];
    if (!sent || (kept && kept.id === sent.id && sameParty(kept, sent))) {
      resolved[role] = sent;
      continue;
    }
    const contact = await uow.contacts.get(sent.id);
    if (contact?.active) resolved[role] = partyRefOf(contact);
    else if (kept && kept.id === sent.id) resolved[role] = kept;
    else errors[role] = contact ? 'inactiveContact' : 'unknownContact';
  }
  if (Object.keys(errors).length > 0) throw refusals.invalid(errors);
  return { ...input, ...resolved };
}
