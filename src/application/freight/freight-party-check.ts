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
  return { ...input, ...resolved, lines: await linkedLines(uow, input.lines, saved) };
}

/**
 * A line links to its product only while the product exists: one the shipment already carries cannot have gone (a
 * deletion is refused while it is in use); one linked now is read, which also holds it until the commit on a store
 * that re-checks its reads, and a link to a product that is gone is dropped (the line keeps what it prints).
 */
async function linkedLines(
  uow: UnitOfWork,
  lines: FreightInput['lines'],
  saved: FreightRecord | null,
): Promise<FreightInput['lines']> {
  const kept = new Set(saved?.lines.map((line) => line.productId));
  const linked: FreightInput['lines'][number][] = [];
  for (const line of lines) {
    const gone = line.productId !== null && !kept.has(line.productId) && !(await uow.products.get(line.productId));
    linked.push(gone ? { ...line, productId: null } : line);
  }
  return linked;
}
