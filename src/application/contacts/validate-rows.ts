import { AppError } from '../errors/app-error';

/**
 * Validates every row of an import and refuses the whole batch on the first bad one, reporting
 * all row errors as `rows.<n>.<field>` (n counts from 1, like the lines of the file after the header).
 */
export function validateRows<T>(
  rows: readonly T[],
  validate: (row: T) => Readonly<Partial<Record<string, string>>>,
): readonly T[] {
  const fieldErrors: Record<string, string> = {};
  rows.forEach((row, index) => {
    for (const [field, code] of Object.entries(validate(row))) {
      if (code) fieldErrors[`rows.${index + 1}.${field}`] = code;
    }
  });
  if (Object.keys(fieldErrors).length > 0) throw new AppError('validation', 'Some rows are invalid', { fieldErrors });
  return rows;
}
