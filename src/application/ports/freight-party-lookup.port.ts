import type { LineProduct } from '../../domain/freight/freight-line';
import type { PartyRef } from '../../domain/freight/freight-record';

/** A product as the line-item picker offers it: enough to pre-fill an invoice line, and its code. */
export interface FreightProductOption extends LineProduct {
  readonly code: string;
}

/** The master data the freight screens pick from (contacts as parties, products as lines). */
export interface FreightPartyLookup {
  searchParties(text: string, role: 'shipper' | 'consignee', signal?: AbortSignal): Promise<readonly PartyRef[]>;
  searchProducts(text: string, signal?: AbortSignal): Promise<readonly FreightProductOption[]>;
}
