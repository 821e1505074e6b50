import Papa from 'papaparse';
import { csvDelimiterFor, recordsToCsv, restoreCell, type CsvColumn } from '../../../domain/shared/csv';
import { downloadText } from '../download-file';

export { downloadText };

/**
 * Formula-safe CSV (the shared writer neutralises = + - @ tab CR) with a BOM and the separator a spreadsheet
 * expects in the reader's language (';' in Portuguese, ',' in English); the import reads either.
 */
export function downloadCsv<T>(
  fileName: string,
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  locale: string,
): void {
  downloadText(fileName, recordsToCsv(rows, columns, { bom: true, delimiter: csvDelimiterFor(locale) }));
}

export interface ParsedCsv {
  readonly headers: readonly string[];
  /** Headers the file names more than once (which of its columns is meant cannot be told). */
  readonly duplicateHeaders: readonly string[];
  readonly rows: readonly Readonly<Record<string, string>>[];
  readonly errors: readonly string[];
}

/** Reads the header and the rows; with `maxRows`, stops one row past it (enough to say the file is too long). */
export function parseCsv(text: string, options: { readonly maxRows?: number } = {}): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
    header: true,
    ...(options.maxRows === undefined ? {} : { preview: options.maxRows + 1 }),
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    // The export's neutralising quote goes, so an exported file imports back unchanged.
    transform: (value) => restoreCell(value),
  });
  return {
    headers: result.meta.fields ?? [],
    duplicateHeaders: [...new Set(Object.values(result.meta.renamedHeaders ?? {}))],
    rows: result.data,
    // A file of one column has no delimiter to detect; Papa then reads it with ',' as it should.
    errors: result.errors
      .filter((e) => e.code !== 'UndetectableDelimiter')
      .map((e) => `${e.row !== undefined ? `${e.row + 2}: ` : ''}${e.message}`),
  };
}
