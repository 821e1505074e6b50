import type { DocumentPdfWriter } from '../../application/ports/document-pdf.port';

/** The PDF writer, with pdf-lib, downloaded the first time a person asks for a PDF and not before. */
export const lazyPdfWriter: DocumentPdfWriter = {
  async write(document) {
    const { writePdf } = await import('./pdf-document-writer');
    return writePdf(document);
  },
};
