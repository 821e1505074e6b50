import { neutraliseCell, type CsvColumn } from '../../../domain/shared/csv';

export type SheetCell = string | number | boolean | null;
export type SheetKind = 'text' | 'number' | 'date';

/** A list export as plain data, so it can travel to a worker: headers already in the reader's language. */
export interface SheetTable {
  readonly name: string;
  readonly locale: string;
  readonly headers: readonly string[];
  readonly kinds: readonly SheetKind[];
  readonly decimals: readonly number[];
  readonly rows: readonly (readonly SheetCell[])[];
}

/** What a file's first sheet holds, read as text cells (the same shape the CSV reader gives). */
export interface SheetRows {
  readonly headers: readonly string[];
  readonly rows: readonly Readonly<Record<string, string>>[];
  readonly errors: readonly string[];
}

function cellOf(value: unknown, kind: SheetKind): SheetCell {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    if (Number.isFinite(n)) return n;
  }
  if (typeof value === 'boolean' || typeof value === 'number') return value;
  // Text that a spreadsheet could run as a formula is kept as text, exactly as in a CSV export.
  return neutraliseCell(String(value));
}

/** The export's columns applied to the records: numbers as numbers, dates as YYYY-MM-DD, text formula-safe. */
export function toSheetTable<T>(
  name: string,
  locale: string,
  records: readonly T[],
  columns: readonly CsvColumn<T>[],
  headerText: (header: string) => string,
): SheetTable {
  const kinds = columns.map((c): SheetKind => c.kind ?? 'text');
  return {
    name,
    locale,
    headers: columns.map((c) => headerText(c.header)),
    kinds,
    decimals: columns.map((c) => c.decimals ?? 0),
    rows: records.map((record) => columns.map((c, i) => cellOf(c.value(record), kinds[i] ?? 'text'))),
  };
}
