import ExcelJS from 'exceljs';
import { restoreCell } from '../../../domain/shared/csv';
import { measureZip } from '../../../domain/shared/zip-directory';
import type { SheetRows, SheetTable } from './sheet-table';

/** Progress is told every this many rows. */
const PROGRESS_STEP = 2_000;
const MIN_WIDTH = 8;
const MAX_WIDTH = 50;
/** Column widths are fitted to the header and this many first rows. */
const WIDTH_SAMPLE = 500;

function numberFormat(decimals: number): string {
  return decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
}

function dateOf(text: string): Date | string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : text;
}

/**
 * One sheet: a frozen header row in the reader's language, numbers as numeric cells with a number format, dates
 * as date cells, widths fitted to the content.
 */
export async function writeXlsx(table: SheetTable, onProgress?: (done: number) => void): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(table.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const dateFormat = table.locale.startsWith('pt') ? 'dd/mm/yyyy' : 'yyyy-mm-dd';
  sheet.columns = table.headers.map((header, i) => {
    const kind = table.kinds[i];
    const sample = table.rows.slice(0, WIDTH_SAMPLE).map((row) => String(row[i] ?? '').length);
    const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, header.length, ...sample) + 2);
    const numFmt = kind === 'number' ? numberFormat(table.decimals[i] ?? 0) : kind === 'date' ? dateFormat : '@';
    return { header, width, style: { numFmt } };
  });
  sheet.getRow(1).font = { bold: true };
  table.rows.forEach((row, index) => {
    sheet.addRow(row.map((cell, i) => (table.kinds[i] === 'date' && typeof cell === 'string' ? dateOf(cell) : cell)));
    if (onProgress && (index + 1) % PROGRESS_STEP === 0) onProgress(index + 1);
  });
  onProgress?.(table.rows.length);
  const out: unknown = await book.xlsx.writeBuffer();
  // In a browser exceljs answers a Buffer polyfill (a Uint8Array): copied into a plain ArrayBuffer of its own
  // length, the bytes can be transferred from the worker and saved as a Blob.
  return out instanceof ArrayBuffer ? out : new Uint8Array(out as Uint8Array).buffer;
}

function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value)
      return textOf((value as ExcelJS.CellFormulaValue).result ?? null);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** The first sheet: its first row names the columns; empty rows are skipped; at most `maxRows` + 1 are read. */
export async function readXlsx(buffer: ArrayBuffer, maxRows: number): Promise<SheetRows> {
  const measured = measureZip(new Uint8Array(buffer));
  if (!measured.ok) return { headers: [], rows: [], errors: [measured.code] };
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer);
  } catch (error) {
    return { headers: [], rows: [], errors: [error instanceof Error ? error.message : String(error)] };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { headers: [], rows: [], errors: [] };
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = textOf(cell.value).trim();
  });
  const rows: Record<string, string>[] = [];
  for (let r = 2; r <= sheet.rowCount && rows.length <= maxRows; r += 1) {
    const row = sheet.getRow(r);
    const record: Record<string, string> = {};
    let filled = false;
    headers.forEach((header, i) => {
      if (!header) return;
      const text = restoreCell(textOf(row.getCell(i + 1).value));
      if (text.trim() !== '') filled = true;
      record[header] = text;
    });
    if (filled) rows.push(record);
  }
  return { headers: headers.filter((h) => h !== ''), rows, errors: [] };
}
