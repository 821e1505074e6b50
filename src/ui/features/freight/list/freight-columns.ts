/**
 * The columns of the shipment list, in their usual order (saved views and the column chooser name them by these ids).
 * Apart from the table, whose code a phone (which shows cards) never fetches.
 */
export const FREIGHT_COLUMN_IDS = [
  'reference',
  'status',
  'consignee',
  'destination',
  'shipDate',
  'declaredValue',
  'carrier',
  'mode',
  'eta',
] as const;

export type FreightColumnId = (typeof FREIGHT_COLUMN_IDS)[number];
