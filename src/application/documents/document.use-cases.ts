import { AppError } from '../errors/app-error';
import type { DocumentPdfWriter, PrintedDocument } from '../ports/document-pdf.port';

/** The code a screen shows when a document could not be written as a PDF file. */
export const PDF_FAILED = 'document.pdfFailed';

export interface DocumentUseCases {
  /** The document as the bytes of a PDF file; a failure is an AppError with code `document.pdfFailed`. */
  pdf(document: PrintedDocument): Promise<Uint8Array>;
}

export function makeDocumentUseCases(deps: { readonly pdf: DocumentPdfWriter }): DocumentUseCases {
  return {
    async pdf(document) {
      try {
        return await deps.pdf.write(document);
      } catch (error) {
        // One code whatever broke (the writer's chunk not downloaded, a text it could not set): the screen says so.
        throw new AppError('server', 'the PDF could not be written', { code: PDF_FAILED, cause: error });
      }
    },
  };
}
