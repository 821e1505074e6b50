import type { ListPage } from '../shared/list-query';
import type { Money } from '../shared/money';
import type { FreightRecord } from './freight-record';
import { declaredValueMinor } from './freight-totals';

/**
 * A shipment as the shipment list shows it: its columns and no more (a whole record carries its lines, packing list,
 * history and audit, about ten times the size). Stores answer list pages in rows; a screen that needs the whole
 * shipment reads it by id.
 */
export interface FreightRow {
  readonly id: string;
  readonly reference: string;
  readonly status: FreightRecord['status'];
  readonly mode: FreightRecord['mode'];
  readonly carrier: string;
  readonly consignee: { readonly id: string; readonly name: string } | null;
  readonly destinationCountry: string;
  readonly shipDate: string | null;
  readonly eta: string | null;
  /** What the invoice declares, in its own currency (the lines' net values and the costs the incoterm includes). */
  readonly declaredValue: Money;
}

export function freightRowOf(record: FreightRecord): FreightRow {
  return {
    id: record.id,
    reference: record.reference,
    status: record.status,
    mode: record.mode,
    carrier: record.carrier,
    consignee: record.consignee ? { id: record.consignee.id, name: record.consignee.name } : null,
    destinationCountry: record.destinationCountry,
    shipDate: record.shipDate,
    eta: record.eta,
    declaredValue: { minor: declaredValueMinor(record), currency: record.currency },
  };
}

/** A page of records as a page of rows (whatever else the page says stays). */
export function freightRowsPage<P extends ListPage<FreightRecord>>(page: P): Omit<P, 'items'> & ListPage<FreightRow> {
  return { ...page, items: page.items.map(freightRowOf) };
}
