import type { FreightRecord } from '../../freight/freight-record';
import { lineTotals, toBrl } from '../../freight/freight-totals';
import { packingTotals } from '../packing-list';
import type { NfeDocument, NfeItem } from './nfe-document';
import { lineUnitOfNfe } from './nfe-units';

/**
 * Whether the NF-e covering a shipment say what its commercial invoice says. The items of the documents, in order,
 * face the invoice lines, in order: NCM, quantity, unit and value (the item's net BRL value against the line's
 * net value converted at the invoice's rate, one centavo of tolerance per line for the rounding of either side).
 * The volumes' packages, net and gross weights face the packing list, or, without one, the lines' weights and the
 * shipment's package count. Units of the figures: quantity in ten-thousandths, value in centavos, weights in grams.
 */
export type NfeInvoice = Pick<FreightRecord, 'currency' | 'exchangeRate' | 'lines' | 'packages' | 'packingList'>;

export type NfeReconciledField =
  'lineCount' | 'ncm' | 'quantity' | 'unit' | 'value' | 'exchangeRate' | 'packages' | 'netWeight' | 'grossWeight';

export interface NfeDifference {
  readonly field: NfeReconciledField;
  readonly nfe: string | number | null;
  readonly invoice: string | number | null;
  /** 1-based invoice line (and item in document order); null for the shipment's totals. */
  readonly line: number | null;
}

export interface NfeReconciliation {
  readonly differences: readonly NfeDifference[];
  readonly agrees: boolean;
}

export const VALUE_TOLERANCE_CENTS = 1;

/** The items of the documents in the order they are given, each document's in its own order. */
export function itemsInOrder(docs: readonly NfeDocument[]): NfeItem[] {
  return docs.flatMap((doc) => [...doc.items].sort((a, b) => a.position - b.position));
}

export function netBrlCents(item: NfeItem): number {
  return item.totalBrlCents - item.discountBrlCents;
}

export function volumeTotals(docs: readonly NfeDocument[]) {
  const volumes = docs.flatMap((doc) => doc.volumes);
  return {
    packages: volumes.reduce((sum, v) => sum + v.count, 0),
    netWeight: volumes.reduce((sum, v) => sum + v.netWeightGrams, 0),
    grossWeight: volumes.reduce((sum, v) => sum + v.grossWeightGrams, 0),
  };
}

function invoiceTotals(invoice: NfeInvoice) {
  if (invoice.packingList && invoice.packingList.length > 0) {
    const packed = packingTotals(invoice.packingList);
    return { packages: packed.packages, netWeight: packed.netWeightGrams, grossWeight: packed.grossWeightGrams };
  }
  return {
    packages: invoice.packages,
    netWeight: invoice.lines.reduce((sum, l) => sum + l.netWeightGrams, 0),
    grossWeight: invoice.lines.reduce((sum, l) => sum + l.grossWeightGrams, 0),
  };
}

export function reconcileNfe(docs: readonly NfeDocument[], invoice: NfeInvoice): NfeReconciliation {
  const differences: NfeDifference[] = [];
  const add = (
    field: NfeReconciledField,
    nfe: NfeDifference['nfe'],
    inv: NfeDifference['invoice'],
    line: number | null,
  ) => differences.push({ field, nfe, invoice: inv, line });
  const items = itemsInOrder(docs);
  if (items.length !== invoice.lines.length) add('lineCount', items.length, invoice.lines.length, null);
  const rateMissing = invoice.currency !== 'BRL' && !invoice.exchangeRate;
  if (rateMissing) add('exchangeRate', null, null, null);

  const paired = Math.min(items.length, invoice.lines.length);
  for (let i = 0; i < paired; i++) {
    const item = items[i] as NfeItem;
    const line = invoice.lines[i] as NfeInvoice['lines'][number];
    const at = i + 1;
    if (item.ncm !== line.ncmCode) add('ncm', item.ncm, line.ncmCode, at);
    if (item.quantityTenThousandths !== line.quantityMilli * 10) {
      add('quantity', item.quantityTenThousandths, line.quantityMilli * 10, at);
    }
    if (lineUnitOfNfe(item.unit) !== line.unit) add('unit', item.unit, line.unit, at);
    const brl = rateMissing ? null : toBrl(lineTotals(line, invoice.currency).net, invoice.exchangeRate);
    if (brl && Math.abs(netBrlCents(item) - brl.minor) > VALUE_TOLERANCE_CENTS) {
      add('value', netBrlCents(item), brl.minor, at);
    }
  }

  const nfeTotals = volumeTotals(docs);
  const invTotals = invoiceTotals(invoice);
  for (const field of ['packages', 'netWeight', 'grossWeight'] as const) {
    if (nfeTotals[field] !== invTotals[field]) add(field, nfeTotals[field], invTotals[field], null);
  }
  return { differences, agrees: differences.length === 0 };
}
