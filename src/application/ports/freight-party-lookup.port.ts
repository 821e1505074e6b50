import type { LineUnit } from '../../domain/freight/freight-options';
import type { PartyRef } from '../../domain/freight/freight-record';
import type { Money } from '../../domain/shared/money';

/** A product as the line-item picker offers it: enough to pre-fill an invoice line. */
export interface FreightProductOption {
  readonly id: string;
  readonly code: string;
  readonly descriptionEn: string;
  readonly descriptionPt: string;
  readonly hsCode: string;
  readonly ncmCode: string;
  readonly unit: LineUnit;
  readonly unitPrice: Money;
  readonly netWeightGramsPerUnit: number;
  readonly grossWeightGramsPerUnit: number;
  readonly countryOfOrigin: string;
}

/** The master data the freight screens pick from (contacts as parties, products as lines). */
export interface FreightPartyLookup {
  searchParties(text: string, role: 'shipper' | 'consignee', signal?: AbortSignal): Promise<readonly PartyRef[]>;
  searchProducts(text: string, signal?: AbortSignal): Promise<readonly FreightProductOption[]>;
}
