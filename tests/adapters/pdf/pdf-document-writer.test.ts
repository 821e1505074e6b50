import { describe, expect, it } from 'vitest';
import { writePdf } from '../../../src/adapters/pdf/pdf-document-writer';
import { demoSeed } from '../../../src/adapters/mock/fixtures/demo-seed.fixture';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';
import { freightTotals } from '../../../src/domain/freight/freight-totals';
import { packingTotals } from '../../../src/domain/trade/packing-list';
import { formatKg, formatMoney } from '../../../src/ui/components/format-freight';
import { invoiceModel, packingListModel } from '../../../src/ui/features/invoice/document-model';

/** Text as pdf.js gives it back: any run of white space (Intl's no-break spaces too) as one space. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

/** The text of each page of a PDF as pdf.js reads it: what a reader's search and copy see. */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}

/** A booked shipment of the demo seed, with the paperwork a broker asks for and one package per line. */
function bookedShipment(): FreightRecord {
  const seed = demoSeed({ seed: 11, freightCount: 120, today: '2026-11-21' });
  const booked = seed.freight.find(
    (r) => r.status === 'booked' && r.invoiceType === 'commercial' && r.lines.length > 1 && r.invoiceNumber,
  );
  if (!booked) throw new Error('the seed has no booked commercial shipment with several lines');
  return {
    ...booked,
    namedPlace: 'Rotterdam',
    placeOfLoading: { code: 'BRSSZ', name: 'Santos' },
    placeOfDischarge: { code: 'NLRTM', name: 'Rotterdam' },
    lines: booked.lines.map((line, i) => ({ ...line, ncmCode: line.ncmCode ?? `0901111${i}` })),
    packingList: booked.lines.map((line) => ({
      type: 'carton',
      marks: 'FD / RTM',
      lengthMm: 600,
      widthMm: 400,
      heightMm: 300 + (line.quantityMilli % 7),
      contents: [
        {
          lineId: line.id,
          quantityMilli: line.quantityMilli,
          netWeightGrams: line.netWeightGrams,
          grossWeightGrams: line.grossWeightGrams,
        },
      ],
    })),
  };
}

/** The same shipment with `count` lines, each in its own package. */
function withLines(record: FreightRecord, count: number): FreightRecord {
  const base = record.lines[0];
  if (!base) throw new Error('no line to copy');
  const lines = Array.from({ length: count }, (_, i) => ({
    ...base,
    id: `long-${i + 1}`,
    description: `Long invoice article ${i + 1}`,
    descriptionEn: `Long invoice article ${i + 1}`,
    descriptionPt: `Artigo longo ${i + 1}`,
    unitValueMinor: 100 + i,
  }));
  const packingList = lines.map((line) => ({
    type: 'box' as const,
    marks: `BOX ${line.id}`,
    lengthMm: 400,
    widthMm: 300,
    heightMm: 200,
    contents: [
      {
        lineId: line.id,
        quantityMilli: line.quantityMilli,
        netWeightGrams: line.netWeightGrams,
        grossWeightGrams: line.grossWeightGrams,
      },
    ],
  }));
  return { ...record, lines, packingList };
}

describe('the PDF of an invoice', () => {
  const shipment = bookedShipment();

  it('is a PDF file whose text a reader can search: number, parties, terms, NCMs and totals', async () => {
    const bytes = await writePdf(invoiceModel(shipment, 'en'));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    const text = pages.join('\n');
    const totals = freightTotals(shipment);
    expect(text).toContain('Commercial Invoice');
    expect(text).toContain(shipment.invoiceNumber ?? 'no number');
    expect(text).toContain(shipment.shipper?.name ?? 'no shipper');
    expect(text).toContain(shipment.consignee?.name ?? 'no consignee');
    expect(text).toContain(`${shipment.incoterm} Rotterdam Incoterms® 2020`);
    expect(text).toContain('Santos (BRSSZ)');
    for (const line of shipment.lines) expect(text).toContain(`${line.hsCode} / ${line.ncmCode ?? ''}`);
    expect(text).toContain('Total declared value');
    expect(text).toContain(plain(formatMoney('en-US', totals.totalDeclaredValue)));
    expect(text).toContain(plain(formatMoney('en-US', totals.totalCosts)));
    expect(text).toContain(plain(formatKg('en-US', totals.totalGrossWeightGrams)));
    expect(text).toContain('Signature');
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('prints every total row of the sheet, with the same words and figures as the sheet', async () => {
    const model = invoiceModel(shipment, 'en');
    const text = (await pdfPages(await writePdf(model))).join('\n');
    expect(model.totals.length).toBeGreaterThan(4);
    for (const total of model.totals) {
      expect(text).toContain(total.label);
      expect(text).toContain(plain(total.value.replace('−', '-')));
    }
  });

  it('runs a 60-line invoice over several pages, each numbered "Page n of N" and headed by the table header', async () => {
    const long = withLines(shipment, 60);
    const pages = await pdfPages(await writePdf(invoiceModel(long, 'en')));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      if (page.includes('Long invoice article')) expect(page).toContain('Description of goods');
    });
    expect(pages.filter((page) => page.includes('Long invoice article')).length).toBeGreaterThanOrEqual(2);
    const all = pages.join('\n');
    for (let n = 1; n <= 60; n++) expect(all).toContain(`Long invoice article ${n} `);
    // The totals and the signature come after the last line, on the last page.
    const last = pages[pages.length - 1] ?? '';
    expect(last).toContain('Total declared value');
    expect(last).toContain('Signature');
  });

  it('speaks Portuguese in the Portuguese version: labels, page numbers, figures in Brazilian notation', async () => {
    const pages = await pdfPages(await writePdf(invoiceModel(withLines(shipment, 60), 'pt')));
    const text = pages.join('\n');
    for (const words of [
      'Fatura Comercial',
      'EXPORTADOR',
      'CONSIGNATÁRIO',
      'LOCAL DESIGNADO',
      'Descrição das mercadorias',
    ])
      expect(text).toContain(words);
    expect(text).toContain('Valor total declarado');
    expect(text).toContain('Declaro que as informações desta fatura são verdadeiras');
    expect(text).toContain('Artigo longo 60');
    expect(text).toContain(plain(formatMoney('pt-BR', freightTotals(withLines(shipment, 60)).totalDeclaredValue)));
    pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
    expect(text).not.toContain('Page 1 of');
  });

  it('replaces what the standard fonts cannot set instead of failing', async () => {
    const odd: FreightRecord = {
      ...shipment,
      consignee: { id: 'c-x', name: 'Łódź Trading 株式会社 Ștefan', country: 'PL', address: 'ul. Piotrkowska\u202F1' },
    };
    const text = (await pdfPages(await writePdf(invoiceModel(odd, 'en')))).join('\n');
    expect(text).toContain('ódz Trading');
    expect(text).toContain('Stefan');
    expect(text).toContain('ul. Piotrkowska 1');
  });
});

describe('the PDF of a packing list', () => {
  const shipment = bookedShipment();

  it('totals the same weights as the invoice, counts the packages, and numbers its pages', async () => {
    const long = withLines(shipment, 60);
    const pages = await pdfPages(await writePdf(packingListModel(long, 'en')));
    const text = pages.join('\n');
    const invoice = freightTotals(long);
    const packing = packingTotals(long.packingList ?? []);
    expect(packing.netWeightGrams).toBe(invoice.totalNetWeightGrams);
    expect(packing.grossWeightGrams).toBe(invoice.totalGrossWeightGrams);
    expect(text).toContain('Packing List');
    expect(text).toContain(long.invoiceNumber ?? 'no number');
    expect(text).toContain(`Total packages ${60}`);
    expect(text).toContain(plain(`Total net weight ${formatKg('en-US', invoice.totalNetWeightGrams)}`));
    expect(text).toContain(plain(`Total gross weight ${formatKg('en-US', invoice.totalGrossWeightGrams)}`));
    expect(text).toContain(`${long.incoterm} Rotterdam Incoterms® 2020`);
    expect(text).toContain('BOX long-60');
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      if (page.includes('BOX long-')) expect(page).toContain('Contents (invoice line: quantity)');
    });
  });

  it('is in Portuguese in the Portuguese version', async () => {
    const pages = await pdfPages(await writePdf(packingListModel(shipment, 'pt')));
    const text = pages.join('\n');
    for (const words of [
      'Romaneio de Carga',
      'Total de volumes',
      'Peso bruto total',
      'Volume total',
      'Caixa de papelão',
    ])
      expect(text).toContain(words);
    pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
  });
});
