/** Shipment references: FR-YYYY-NNNNNN, numbered from 1 within each year. */
const REFERENCE = /^FR-(\d{4})-(\d{6})$/;
const MAX_SEQUENCE = 999_999;

export interface ParsedReference {
  readonly year: number;
  readonly sequence: number;
}

export function formatReference(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new RangeError(`reference sequence out of range: ${sequence}`);
  }
  return `FR-${String(year).padStart(4, '0')}-${String(sequence).padStart(6, '0')}`;
}

export function parseReference(reference: string): ParsedReference | null {
  const match = REFERENCE.exec(reference);
  if (!match) return null;
  const sequence = Number(match[2]);
  return sequence === 0 ? null : { year: Number(match[1]), sequence };
}

export function isValidReference(reference: string): boolean {
  return parseReference(reference) !== null;
}

/** The next free reference of `year` after the highest one already used (gaps are not reused). */
export function nextReference(existing: Iterable<string>, year: number): string {
  let highest = 0;
  for (const reference of existing) {
    const parsed = parseReference(reference);
    if (parsed && parsed.year === year && parsed.sequence > highest) highest = parsed.sequence;
  }
  return formatReference(year, highest + 1);
}

/** Invoice numbers: INV-YYYY-NNNNNN, their own series (given at booking), numbered from 1 within each year. */
const INVOICE_NUMBER = /^INV-(\d{4})-(\d{6})$/;

/** The invoice number after `last` (the counter's value, null before the first) in `year`. */
export function nextInvoiceNumber(last: string | null, year: number): string {
  const match = last === null ? null : INVOICE_NUMBER.exec(last);
  const sequence = match && Number(match[1]) === year ? Number(match[2]) + 1 : 1;
  if (sequence > MAX_SEQUENCE) throw new RangeError('invoice numbers of the year are exhausted');
  return `INV-${String(year).padStart(4, '0')}-${String(sequence).padStart(6, '0')}`;
}
