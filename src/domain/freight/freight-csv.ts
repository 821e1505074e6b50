import { cachedBy } from '../shared/cached-by';
import type { CsvColumn } from '../shared/csv';
import { moneyToDecimalString, scaledToDecimalString } from '../shared/money';
import type { Money } from '../shared/money';
import type { DueAmounts } from '../trade/due-values';
import { freightDueValues } from './freight-due-values';
import type { FreightRecord } from './freight-record';
import { freightTotals } from './freight-totals';

// The four DU-E columns of a row read one computation.
const dueOf = cachedBy(freightDueValues);

/** A DU-E total as an export cell: empty when the shipment has no lines yet, or no rate for the BRL figure. */
function dueCell(r: FreightRecord, pick: (total: DueAmounts) => Money | null): string {
  const due = dueOf(r);
  const amount = due.ok ? pick(due.value.total) : null;
  return amount ? moneyToDecimalString(amount) : '';
}

/** The freight list export: one row per shipment, amounts as exact decimals, weights in kg. */
export const FREIGHT_CSV_COLUMNS: readonly CsvColumn<FreightRecord>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Status', value: (r) => r.status },
  { header: 'Mode', value: (r) => r.mode },
  { header: 'Carrier', value: (r) => r.carrier },
  { header: 'Transport document', value: (r) => r.transportDocument },
  { header: 'Shipper', value: (r) => r.shipper?.name ?? '' },
  { header: 'Consignee', value: (r) => r.consignee?.name ?? '' },
  { header: 'Origin', value: (r) => r.countryOfOrigin },
  { header: 'Destination', value: (r) => r.destinationCountry },
  { header: 'Ship date', kind: 'date', value: (r) => r.shipDate ?? '' },
  { header: 'ETA', kind: 'date', value: (r) => r.eta ?? '' },
  { header: 'Incoterm', value: (r) => r.incoterm },
  { header: 'Currency', value: (r) => r.currency },
  {
    header: 'Goods value',
    kind: 'number',
    decimals: 2,
    value: (r) => moneyToDecimalString(freightTotals(r).totalCosts),
  },
  {
    header: 'Declared value',
    kind: 'number',
    decimals: 2,
    value: (r) => moneyToDecimalString(freightTotals(r).totalDeclaredValue),
  },
  {
    header: 'Declared value BRL',
    kind: 'number',
    decimals: 2,
    value: (r) => {
      const brl = freightTotals(r).totalDeclaredValueBr;
      return brl ? moneyToDecimalString(brl) : '';
    },
  },
  // The DU-E totals: the goods at the place of shipment (VMLE) and in the sale condition (VMCV).
  { header: 'VMLE', kind: 'number', decimals: 2, value: (r) => dueCell(r, (t) => t.vmle) },
  { header: 'VMCV', kind: 'number', decimals: 2, value: (r) => dueCell(r, (t) => t.vmcv) },
  { header: 'VMLE BRL', kind: 'number', decimals: 2, value: (r) => dueCell(r, (t) => t.vmleBrl) },
  { header: 'VMCV BRL', kind: 'number', decimals: 2, value: (r) => dueCell(r, (t) => t.vmcvBrl) },
  { header: 'Packages', kind: 'number', decimals: 0, value: (r) => r.packages },
  {
    header: 'Net weight kg',
    kind: 'number',
    decimals: 3,
    value: (r) => scaledToDecimalString(freightTotals(r).totalNetWeightGrams, 3),
  },
  {
    header: 'Gross weight kg',
    kind: 'number',
    decimals: 3,
    value: (r) => scaledToDecimalString(freightTotals(r).totalGrossWeightGrams, 3),
  },
];
