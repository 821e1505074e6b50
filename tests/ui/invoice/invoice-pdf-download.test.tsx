import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDocumentUseCases } from '../../../src/application/documents/document.use-cases';
import type { PrintedDocument } from '../../../src/application/ports/document-pdf.port';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen } from '../freight/render-freight';

const booked = (patch: Partial<FreightRecord> = {}) =>
  aFreight({
    status: 'booked',
    lines: [aLine({ id: 'l1', description: 'Green coffee beans' })],
    invoiceNumber: 'INV-2026-000042',
    invoiceDate: '2026-11-20',
    namedPlace: 'Hamburg',
    packingList: [
      {
        type: 'pallet',
        marks: 'FD 1',
        lengthMm: 1200,
        widthMm: 800,
        heightMm: 1000,
        contents: [{ lineId: 'l1', quantityMilli: 1000, netWeightGrams: 1000, grossWeightGrams: 1100 }],
      },
    ],
    ...patch,
  });

/** The files the page saved: each link it clicked, with the name it gave the file and the file's bytes. */
function savedFiles() {
  const saved: { name: string; type: string }[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push({ name: '', type: blob.type });
    return 'blob:pdf';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved[saved.length - 1];
    if (last) last.name = this.download;
  });
  return saved;
}

describe('Download PDF on the printed documents', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes the invoice on the page, in its language, and saves it named by the invoice number', async () => {
    const saved = savedFiles();
    let written: PrintedDocument | null = null;
    let finish: (bytes: Uint8Array) => void = () => undefined;
    const documents = makeDocumentUseCases({
      pdf: {
        write: (document) => {
          written = document;
          return new Promise((resolve) => (finish = resolve));
        },
      },
    });
    await renderFreightScreen('/freight/f-1/invoice?lang=pt', memoryFreight([booked()]), { documents, locale: 'pt' });
    const sheet = await screen.findByTestId('invoice-document');
    const button = screen.getByRole('button', { name: 'Baixar PDF' });
    await userEvent.click(button);
    // Working: the button says so until the file is saved.
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(written).not.toBeNull();
    const document = written as unknown as PrintedDocument;
    expect(document.title).toBe('Fatura Comercial');
    expect(document.lang).toBe('pt-BR');
    expect(document.reference[0]?.value).toBe('INV-2026-000042');
    expect(document.facts.map((f) => f.value)).toContain('CIF Hamburg Incoterms® 2020');
    // The same words and figures as the sheet on the page.
    for (const total of document.totals) expect(sheet).toHaveTextContent(total.value.replace(/\s+/g, ' '));
    finish(new Uint8Array([37, 80, 68, 70]));
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(saved).toEqual([{ name: 'INV-2026-000042-invoice.pdf', type: 'application/pdf' }]);
  });

  it('saves the packing list under its own name', async () => {
    const saved = savedFiles();
    const write = vi.fn(async (_document: PrintedDocument) => new Uint8Array([37, 80, 68, 70]));
    await renderFreightScreen('/freight/f-1/packing-list?lang=en', memoryFreight([booked()]), {
      documents: makeDocumentUseCases({ pdf: { write } }),
    });
    await screen.findByTestId('packing-list-document');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'INV-2026-000042-packing-list.pdf', type: 'application/pdf' }]));
    expect(write.mock.calls[0]?.[0].title).toBe('Packing List');
  });

  it('says the PDF was not made, by its code, when the writer fails, and the button can be pressed again', async () => {
    const saved = savedFiles();
    const documents = makeDocumentUseCases({
      pdf: {
        write: async () => {
          throw new TypeError('Failed to fetch dynamically imported module');
        },
      },
    });
    await expect(documents.pdf({} as PrintedDocument)).rejects.toMatchObject({ code: 'document.pdfFailed' });
    await renderFreightScreen('/freight/f-1/invoice?lang=en', memoryFreight([booked()]), { documents });
    await screen.findByTestId('invoice-document');
    const button = screen.getByRole('button', { name: 'Download PDF' });
    await userEvent.click(button);
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('The PDF was not made')).toBeInTheDocument();
    expect(notice).toHaveTextContent('The PDF file could not be written. Try again, or print the document instead.');
    expect(saved).toEqual([]);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(button).toBeEnabled();
  });
});
