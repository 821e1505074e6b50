/**
 * A printed document as words already in the reader's language and figures already formatted: the invoice and the
 * packing list build one from a shipment (src/ui/features/invoice/document-model.ts), and both the HTML sheet and
 * the PDF file only lay it out, so neither computes a figure of its own.
 */
export interface PrintedParty {
  readonly label: string;
  /** Null when the document has no such party yet (a draft): printed as a dash. */
  readonly name: string | null;
  /** The address lines, the country and the tax id, one per line. */
  readonly lines: readonly string[];
}

export interface PrintedFact {
  readonly label: string;
  readonly value: string;
}

export interface PrintedColumn {
  readonly label: string;
  /** Figures align to the end of the cell. */
  readonly figure: boolean;
}

/** One row of the totals block; `key` lets a sheet mark the rows a reader or a test looks for. */
export interface PrintedTotal {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly strong?: boolean;
  /** Sentences printed under the value (the exchange rate's warnings). */
  readonly notes?: readonly string[];
}

export interface PrintedDocument {
  /** BCP 47 tag of the document's language ('en', 'pt-BR'). */
  readonly lang: string;
  readonly title: string;
  /** A word stamped under the title ("DRAFT"), if any. */
  readonly mark?: string;
  /** The number and date at the head, right of the title. */
  readonly reference: readonly PrintedFact[];
  /** A sentence under the head (the proforma invoice's warning), if any. */
  readonly note?: string;
  readonly parties: readonly PrintedParty[];
  readonly factsLabel: string;
  readonly facts: readonly PrintedFact[];
  readonly marks?: PrintedFact;
  readonly table: { readonly columns: readonly PrintedColumn[]; readonly rows: readonly (readonly string[])[] };
  readonly totals: readonly PrintedTotal[];
  readonly declaration?: string;
  /** The labels of the signature lines (signature, name and title), if the document is signed. */
  readonly signature?: readonly string[];
  /** The page numbers' words, with {page} and {pages}: "Page {page} of {pages}". */
  readonly pageLabel: string;
}

/** Writes a printed document as a PDF file (A4, searchable text, page numbers on every page). */
export interface DocumentPdfWriter {
  write(document: PrintedDocument): Promise<Uint8Array>;
}
