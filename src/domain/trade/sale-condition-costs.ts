import type { IncotermCode } from '../freight/incoterms';

/**
 * Which costs the seller's price includes under each Incoterms 2020 rule, as the export declaration
 * (DU-E) needs them. The place of shipment is where the goods go on board the international carriage
 * (the port or airport of loading).
 * - onBoardAtShipment: the price covers bringing the goods to, and loading them at, the place of shipment.
 *   EXW (at the seller's premises, not even loaded), FCA (handed to the buyer's carrier, possibly inland)
 *   and FAS (alongside the ship, not loaded) stop short of it.
 * - mainCarriage: the freight of the international carriage from the place of shipment (C and D rules).
 * - insurance: cargo insurance for that carriage. CIF and CIP oblige the seller to buy it; under D rules
 *   the seller carries the risk to destination, so a premium the seller pays is part of the price.
 *   Under CFR and CPT the buyer insures.
 * - destinationCosts: carriage beyond the place of discharge to the named place (DAP), plus unloading
 *   there (DPU), plus import clearance, duties and taxes (DDP).
 * VMLE, the value at the place of shipment, keeps only what lies up to it: main carriage, insurance
 * and destination costs lie beyond it and come off; costs up to on board that the price leaves to the
 * buyer are added.
 */
export interface SaleConditionCosts {
  readonly onBoardAtShipment: boolean;
  readonly mainCarriage: boolean;
  readonly insurance: boolean;
  readonly destinationCosts: boolean;
}

const costs = (
  onBoardAtShipment: boolean,
  mainCarriage: boolean,
  insurance: boolean,
  destinationCosts: boolean,
): SaleConditionCosts => ({ onBoardAtShipment, mainCarriage, insurance, destinationCosts });

export const SALE_CONDITION_COSTS: Readonly<Record<IncotermCode, SaleConditionCosts>> = {
  EXW: costs(false, false, false, false),
  FCA: costs(false, false, false, false),
  FAS: costs(false, false, false, false),
  FOB: costs(true, false, false, false),
  CFR: costs(true, true, false, false),
  CIF: costs(true, true, true, false),
  CPT: costs(true, true, false, false),
  CIP: costs(true, true, true, false),
  DAP: costs(true, true, true, true),
  DPU: costs(true, true, true, true),
  DDP: costs(true, true, true, true),
};
