import { KNOWN_CARRIERS, type FreightMode } from './freight-options';

/**
 * The carriers offered for shipments by the given modes (all modes when none is given): the known
 * carriers that serve one of them, then the contacts whose role is carrier (their modes are not
 * known, so they are offered for every mode), then `current` if it is none of those, so a saved
 * shipment never loses its carrier from the list. Names are unique and in that order.
 */
export function carrierNames(
  modes: readonly FreightMode[],
  contactCarriers: readonly string[],
  current = '',
): string[] {
  const known = KNOWN_CARRIERS.filter((c) => modes.length === 0 || c.modes.some((m) => modes.includes(m)));
  const names = [...known.map((c) => c.name), ...contactCarriers.map((n) => n.trim())];
  if (current.trim() !== '') names.push(current.trim());
  return [...new Set(names.filter((n) => n !== ''))];
}

/**
 * The carrier once the mode changes: kept when it serves the new mode (or is a carrier contact,
 * which may serve any), otherwise emptied so that a sea shipment never keeps an express courier.
 */
export function carrierForMode(carrier: string, mode: FreightMode, contactCarriers: readonly string[]): string {
  return carrierNames([mode], contactCarriers).includes(carrier.trim()) ? carrier : '';
}
