import { measureZip } from '../../../domain/shared/zip-directory';
import type { Result } from '../../../domain/shared/result';
import { readWorkbook, XLSX_TYPE } from '../sheet/xlsx-client';
import { parseCsv, type ParsedCsv } from './csv-file';

/** One problem of an import file; `row` counts data rows from 1 (the header is not counted). */
export interface RowProblem {
  readonly row: number;
  readonly field: string;
  readonly code: string;
}

/** A row read by the domain's CSV reader: the record, or its error codes by field. */
export type RowRead<R> = Result<R, Readonly<Record<string, string>>>;

export interface CsvImportSpec<R> {
  /** Headers the file must have (the export writes the same ones). */
  readonly columns: readonly string[];
  /** Headers the file may have besides `columns` (a spreadsheet's translated headers are matched to all of them). */
  readonly optionalColumns?: readonly string[];
  readonly previewColumns: readonly string[];
  readonly readRow: (record: Readonly<Record<string, string>>) => RowRead<R>;
  readonly maxRows: number;
}

export interface ImportCheck<R> {
  readonly rows: readonly R[];
  readonly badRows: number;
  readonly problems: readonly RowProblem[];
  readonly preview: readonly Readonly<Record<string, string>>[];
}

/** A larger file is refused before it is read (a CSV of 500 products is far below this). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export function isWorkbook(file: Blob & { readonly name?: string }): boolean {
  return file.type === XLSX_TYPE || /\.xlsx$/i.test(file.name ?? '');
}

/**
 * A spreadsheet's header cells in the reader's language turned back into the machine headers the rows use; a column
 * named twice (in either language) is reported as a CSV's is.
 */
function withMachineHeaders(sheet: Omit<ParsedCsv, 'duplicateHeaders'>, headerOf: (text: string) => string): ParsedCsv {
  const headers = sheet.headers.map(headerOf);
  return {
    headers,
    duplicateHeaders: [...new Set(headers.filter((header, i) => headers.indexOf(header) !== i))],
    rows: sheet.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [headerOf(k), v]))),
    errors: sheet.errors,
  };
}

/**
 * Checks a picked file: too large is refused unread; otherwise read up to one row past the limit and checked.
 * A workbook (.xlsx, its first sheet) is read in a worker and its rows go through the same checks as a CSV's.
 */
export async function checkImportFile<R>(
  file: Blob & { readonly name?: string },
  spec: CsvImportSpec<R>,
  headerOf: (text: string) => string = (text) => text,
): Promise<ImportCheck<R>> {
  if (file.size > MAX_IMPORT_BYTES) {
    return { rows: [], badRows: 0, problems: [{ row: 0, field: '', code: 'fileTooLarge' }], preview: [] };
  }
  if (isWorkbook(file)) {
    const bytes = await file.arrayBuffer();
    // Measured from the zip's directory before the worker inflates anything (a zip bomb is refused unread).
    const measured = measureZip(new Uint8Array(bytes));
    if (!measured.ok)
      return { rows: [], badRows: 0, problems: [{ row: 0, field: '', code: measured.code }], preview: [] };
    const sheet = await readWorkbook(bytes, spec.maxRows);
    return readImport(withMachineHeaders(sheet, headerOf), spec);
  }
  return readImport(parseCsv(decodeImportText(await file.arrayBuffer()), { maxRows: spec.maxRows }), spec);
}

/**
 * The file's text: UTF-16 when it starts with a UTF-16 byte-order mark, UTF-8 when it is valid UTF-8, otherwise
 * Windows-1252, in which spreadsheets on Windows save CSV (reading such a file as UTF-8 would turn every accented
 * letter into a replacement character and import that).
 */
export function decodeImportText(bytes: ArrayBuffer): string {
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Reads every row and collects every problem, so the person fixes the file once, not row by row. */
export function readImport<R>(parsed: ParsedCsv, spec: CsvImportSpec<R>): ImportCheck<R> {
  const problems: RowProblem[] = [];
  const missing = spec.columns.filter((c) => !parsed.headers.includes(c));
  if (missing.length > 0) problems.push({ row: 0, field: missing.join(', '), code: 'missingColumns' });
  if (parsed.duplicateHeaders.length > 0)
    problems.push({ row: 0, field: parsed.duplicateHeaders.join(', '), code: 'duplicateColumns' });
  if (parsed.rows.length === 0) problems.push({ row: 0, field: '', code: 'noRows' });
  if (parsed.rows.length > spec.maxRows) problems.push({ row: 0, field: '', code: 'tooManyRows' });
  parsed.errors.forEach((message) => problems.push({ row: 0, field: message, code: 'unreadable' }));
  const rows: R[] = [];
  let badRows = 0;
  if (missing.length === 0) {
    parsed.rows.forEach((record, index) => {
      const read = spec.readRow(record);
      if (read.ok) rows.push(read.value);
      else {
        badRows += 1;
        for (const [field, code] of Object.entries(read.error)) problems.push({ row: index + 1, field, code });
      }
    });
  }
  return { rows, badRows, problems, preview: parsed.rows.slice(0, 5) };
}
