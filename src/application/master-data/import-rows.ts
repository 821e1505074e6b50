import { refusals } from '../errors/refusals';

/** At most this many rows per import (a file is read and checked before anything is written). */
export const MAX_IMPORT_ROWS = 500;

/** Normalises and validates every row; refuses the whole import with `rows.<n>.<field>` codes when any is wrong. */
export function checkedRows<T>(
  rows: readonly T[],
  normalise: (row: T) => T,
  validate: (row: T) => Readonly<Partial<Record<string, string>>>,
): T[] {
  if (rows.length === 0) throw refusals.invalid({ rows: 'empty' });
  if (rows.length > MAX_IMPORT_ROWS) throw refusals.invalid({ rows: 'tooMany' });
  const errors: Record<string, string> = {};
  const values = rows.map((row, i) => {
    const value = normalise(row);
    for (const [field, code] of Object.entries(validate(value))) if (code) errors[`rows.${i + 1}.${field}`] = code;
    return value;
  });
  if (Object.keys(errors).length > 0) throw refusals.invalid(errors);
  return values;
}
