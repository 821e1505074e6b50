/**
 * CSV writing (RFC 4180 quoting) that is safe to open in a spreadsheet:
 * text cells starting with = + - @ tab or CR are prefixed with a single quote so
 * they are shown as text instead of being run as formulas (CSV injection).
 * Numbers are written as numbers; a negative number is data, not a formula.
 */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvOptions {
  readonly delimiter?: ',' | ';' | '\t';
  readonly newline?: '\r\n' | '\n';
  /** A UTF-8 byte order mark so Excel reads accents correctly. */
  readonly bom?: boolean;
}

export interface CsvColumn<T> {
  readonly header: string;
  readonly value: (row: T) => CsvValue;
  /**
   * What a spreadsheet cell holds: `number` (a decimal text or a number, e.g. money or kg) with `decimals`
   * places, `date` (YYYY-MM-DD); text when absent. CSV writes every kind as the same text.
   */
  readonly kind?: 'number' | 'date';
  readonly decimals?: number;
}

/** The separator a spreadsheet expects in the reader's language: Portuguese uses the comma for decimals. */
export function csvDelimiterFor(locale: string): ',' | ';' {
  return locale.startsWith('pt') ? ';' : ',';
}

/**
 * What a spreadsheet may read as the start of a formula: = + - @ (also full width, as some spreadsheets fold them),
 * after any leading blanks, which spreadsheets drop; or a tab or carriage return at the very start.
 */
const FORMULA_START = /^[\t\r]|^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes `neutraliseCell`, so an exported file imports back unchanged. */
export function restoreCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export function csvCell(value: CsvValue, delimiter: string = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const safe = neutraliseCell(value);
  const needsQuotes =
    safe.includes(delimiter) ||
    safe.includes('"') ||
    safe.includes('\n') ||
    safe.includes('\r') ||
    safe !== safe.trim();
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly CsvValue[])[], options: CsvOptions = {}): string {
  const delimiter = options.delimiter ?? ',';
  const newline = options.newline ?? '\r\n';
  const body = rows.map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter)).join(newline);
  return `${options.bom ? '\ufeff' : ''}${body}${rows.length > 0 ? newline : ''}`;
}

export function recordsToCsv<T>(
  records: readonly T[],
  columns: readonly CsvColumn<T>[],
  options: CsvOptions = {},
): string {
  const header = columns.map((c) => c.header);
  const rows = records.map((record) => columns.map((c) => c.value(record)));
  return toCsv([header, ...rows], options);
}
