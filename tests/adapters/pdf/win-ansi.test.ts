import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { textCleaner } from '../../../src/adapters/pdf/win-ansi';

async function helvetica() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  return { font, clean: textCleaner(font.getCharacterSet()) };
}

describe('text for the standard PDF fonts', () => {
  it('keeps Portuguese and the marks a trade document prints', async () => {
    const { clean } = await helvetica();
    const text = 'Exportação — Café Paulista nº 12 · Incoterms® 2020 · € 1.234,56 · “Açúcar” 3 × 2 m³';
    expect(clean(text)).toBe(text);
  });

  it('replaces look-alikes, letters with marks it lacks, and anything else, one character each at most', async () => {
    const { clean } = await helvetica();
    expect(clean('− US$\u202F14,28')).toBe('- US$ 14,28');
    expect(clean('Ștefan Łódź')).toBe('Stefan ?ódz');
    expect(clean('株式会社 Ltd')).toBe('???? Ltd');
    expect(clean('😀')).toBe('?');
  });

  it('never leaves a character the font cannot encode', async () => {
    const { font, clean } = await helvetica();
    const everything = Array.from({ length: 0x3100 }, (_, i) => String.fromCodePoint(i)).join('') + '😀𝔘';
    const cleaned = clean(everything.toLocaleUpperCase('en'));
    expect(() => font.encodeText(cleaned)).not.toThrow();
    expect(() => font.encodeText(everything)).toThrow();
  });
});
