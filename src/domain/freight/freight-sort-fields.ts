/**
 * The columns the freight list sorts by, apart from the list query so that a route's search validator or a
 * request schema can name them without loading the list index and the country names.
 */
export const FREIGHT_SORT_FIELDS = [
  'reference',
  'status',
  'mode',
  'carrier',
  'shipper',
  'consignee',
  'destination',
  'shipDate',
  'eta',
  'declaredValue',
  'updatedAt',
] as const;
export type FreightSortField = (typeof FREIGHT_SORT_FIELDS)[number];
