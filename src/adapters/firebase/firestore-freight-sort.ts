import type { FreightRecord } from '../../domain/freight/freight-record';
import type { FreightSortField } from '../../domain/freight/freight-sort-fields';
import { declaredValueBrlMinor } from '../../domain/freight/freight-totals';
import { foldText, type SortDirection } from '../../domain/shared/list-query';

/**
 * How freight documents are ordered: the sort keys stored under `keys` at every write (carrier, and `asc`/`desc`
 * for the fields that may be missing) and the document field each list sort orders by.
 */

// Missing values sort last in both directions, like the domain's list index: in ascending order a
// missing value is stored as a string above any folded text, in descending order as ''.
const LAST_ASCENDING = '\uffff';
const NULLABLE_SORTS = ['shipper', 'consignee', 'destination', 'shipDate', 'eta'] as const;
type NullableSort = (typeof NULLABLE_SORTS)[number];

function nullableKeys(record: FreightRecord): Record<NullableSort, string | null> {
  const fold = (value: string | null | undefined) => (value === null || value === undefined ? null : foldText(value));
  return {
    shipper: fold(record.shipper?.name),
    consignee: fold(record.consignee?.name),
    destination: record.destinationCountry === '' ? null : fold(record.destinationCountry),
    shipDate: record.shipDate,
    eta: record.eta,
  };
}

function mapValues<T>(
  values: Record<NullableSort, string | null>,
  fill: (value: string | null) => T,
): Record<NullableSort, T> {
  return Object.fromEntries(NULLABLE_SORTS.map((key) => [key, fill(values[key])])) as Record<NullableSort, T>;
}

/** The keys a record is ordered by, folded like the domain's list index folds them. */
export function sortKeys(record: FreightRecord) {
  const nullable = nullableKeys(record);
  const declared = declaredValueBrlMinor(record);
  // The declared value in BRL is a number: missing, it is a string in ascending order (after every number) and
  // null in descending order (before every number, so last when descending).
  return {
    carrier: foldText(record.carrier),
    asc: { ...mapValues(nullable, (value) => value ?? LAST_ASCENDING), declaredValue: declared ?? LAST_ASCENDING },
    desc: { ...mapValues(nullable, (value) => value ?? ''), declaredValue: declared },
  };
}

/** The field a sort orders by. With a ship-date range, records without a ship date are filtered out already. */
export function sortPath(field: FreightSortField, direction: SortDirection, shipDateFiltered = false): string {
  if (field === 'shipDate' && shipDateFiltered) return 'shipDate';
  switch (field) {
    case 'reference':
    case 'status':
    case 'mode':
      return field;
    case 'updatedAt':
      return 'audit.updatedAt';
    case 'carrier':
      return `keys.${field}`;
    default:
      return `keys.${direction}.${field}`;
  }
}
