import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PrintedDocument, PrintedParty } from '../../application/ports/document-pdf.port';
import { textCleaner } from './win-ansi';

/**
 * A printed document as an A4 PDF file in the standard Helvetica fonts: real text a reader can search and copy, the
 * table's header row again at the top of every page it runs onto, "Page 1 of 2" at the foot of every page.
 */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { x: 36, top: 40, bottom: 48 };
const WIDTH = A4.width - 2 * MARGIN.x;
const INK = rgb(0.07, 0.07, 0.07);
const MUTED = rgb(0.27, 0.27, 0.27);
const RULE = rgb(0.6, 0.6, 0.6);
const SHADE = rgb(0.93, 0.93, 0.93);
const DRAFT = rgb(0.69, 0, 0.13);
const SIZE = { title: 18, body: 9, label: 6.5, table: 8, footer: 8 };
const LEADING = 1.3;
const PAD = { x: 3, y: 2.5 };

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/** Lines of at most `width` points: words kept whole where they fit, a word longer than a line cut where it must. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const measure = (t: string) => font.widthOfTextAtSize(t, size);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      let rest = word;
      while (measure(rest) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut)) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** The widest single line of a text, and its widest word: how wide a column would like to be, and must be. */
function extent(text: string, font: PDFFont, size: number): { natural: number; minimum: number } {
  let natural = 0;
  let minimum = 0;
  for (const paragraph of text.split('\n')) {
    natural = Math.max(natural, font.widthOfTextAtSize(paragraph, size));
    for (const word of paragraph.split(' ')) minimum = Math.max(minimum, font.widthOfTextAtSize(word, size));
  }
  return { natural, minimum };
}

/**
 * Column widths as a browser gives an automatic table: each column its one-line width when all fit, else each its
 * widest word (at most a third of the page) and the room left shared out by how much more each would take.
 * Figures are not broken where the page allows.
 */
function columnWidths(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  figure: readonly boolean[],
  fonts: Fonts,
): number[] {
  const natural = header.map((label) => extent(label, fonts.bold, SIZE.table).natural);
  const minimum = header.map((label) => extent(label, fonts.bold, SIZE.table).minimum);
  for (const row of rows) {
    row.forEach((cell, i) => {
      const e = extent(cell, fonts.regular, SIZE.table);
      natural[i] = Math.max(natural[i] ?? 0, e.natural);
      minimum[i] = Math.max(minimum[i] ?? 0, figure[i] ? e.natural : e.minimum);
    });
  }
  const want = natural.map((n) => n + 2 * PAD.x + 0.5);
  // A word wider than a third of the page is cut rather than let it squeeze every other column.
  const need = minimum.map((m) => Math.min(m, WIDTH / 3) + 2 * PAD.x + 0.5);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  if (sum(want) <= WIDTH) return want.map((w) => w + ((WIDTH - sum(want)) * w) / sum(want));
  if (sum(need) >= WIDTH) return need.map((w) => (w * WIDTH) / sum(need));
  const room = WIDTH - sum(need);
  const stretch = want.map((w, i) => w - (need[i] ?? 0));
  return need.map((n, i) => n + (room * (stretch[i] ?? 0)) / sum(stretch));
}

/** Lays the document out top to bottom, starting a page when the next block does not fit. */
class Layout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  y = 0;
  /** Drawn at the top of each new page while a table runs (its header row). */
  private repeat: (() => void) | null = null;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    readonly clean: (text: string) => string,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN.top;
    this.repeat?.();
  }

  /** Starts a new page unless `height` points still fit above the foot. */
  room(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  repeatOnNewPage(draw: (() => void) | null) {
    this.repeat = draw;
  }

  text(text: string, x: number, y: number, options: { size: number; bold?: boolean; color?: typeof INK }) {
    if (text === '') return;
    this.page.drawText(text, {
      x,
      y,
      size: options.size,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.color ?? INK,
    });
  }

  box(x: number, top: number, width: number, height: number, fill?: typeof SHADE) {
    this.page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      borderColor: RULE,
      borderWidth: 0.6,
      ...(fill ? { color: fill } : {}),
    });
  }

  rule(x: number, y: number, width: number) {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.8, color: INK });
  }

  width(text: string, size: number, bold = false) {
    return (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(text, size);
  }

  /** Text lines from the top `top` down, each `size * LEADING` apart. */
  lines(
    lines: readonly string[],
    x: number,
    top: number,
    size: number,
    options: { bold?: boolean; end?: number } = {},
  ) {
    lines.forEach((line, i) => {
      const left = options.end === undefined ? x : options.end - this.width(line, size, options.bold);
      this.text(line, left, top - size - i * size * LEADING, { size, ...(options.bold ? { bold: true } : {}) });
    });
  }
}

const lineHeight = (size: number) => size * LEADING;
/** A label in capitals, as the sheet shows it; cleaned again, as a capital may fall outside WinAnsi (µ to Μ). */
const label = (layout: Layout, text: string) => layout.clean(text.toLocaleUpperCase('en'));

function header(layout: Layout, document: PrintedDocument) {
  const top = layout.y;
  layout.text(document.title, MARGIN.x, top - SIZE.title, { size: SIZE.title, bold: true });
  let left = top - SIZE.title - 6;
  if (document.mark !== undefined) {
    const width = layout.width(document.mark, SIZE.body + 1, true) + 16;
    left -= 4;
    layout.text(document.mark, MARGIN.x + 8, left - SIZE.body - 1, { size: SIZE.body + 1, bold: true, color: DRAFT });
    layout.box(MARGIN.x, left, width, SIZE.body + 8);
    left -= SIZE.body + 8;
  }
  const end = MARGIN.x + WIDTH;
  let right = top - 4;
  for (const fact of document.reference) {
    const value = fact.value;
    const valueWidth = layout.width(value, SIZE.body + 1, true);
    layout.text(value, end - valueWidth, right - SIZE.body - 1, { size: SIZE.body + 1, bold: fact.label !== '' });
    if (fact.label !== '') {
      const name = label(layout, fact.label);
      layout.text(name, end - valueWidth - 4 - layout.width(name, SIZE.label), right - SIZE.body - 1, {
        size: SIZE.label,
        color: MUTED,
      });
    }
    right -= lineHeight(SIZE.body + 1);
  }
  layout.y = Math.min(left, right) - 8;
  if (document.note !== undefined) {
    const lines = wrap(document.note, layout.fonts.bold, SIZE.body, WIDTH - 2 * 8);
    const height = lines.length * lineHeight(SIZE.body) + 8;
    layout.box(MARGIN.x, layout.y, WIDTH, height, SHADE);
    layout.lines(lines, MARGIN.x + 8, layout.y - 3, SIZE.body, { bold: true });
    layout.y -= height + 8;
  }
}

function parties(layout: Layout, list: readonly PrintedParty[]) {
  const gap = 17;
  const width = (WIDTH - gap * (list.length - 1)) / Math.max(list.length, 1);
  const inner = width - 2 * 8;
  const content = list.map((party) => ({
    name: party.name === null ? ['—'] : wrap(party.name, layout.fonts.bold, SIZE.body, inner),
    lines: party.lines.flatMap((line) => wrap(line, layout.fonts.regular, SIZE.body, inner)),
  }));
  const height =
    Math.max(...content.map((c) => (c.name.length + c.lines.length) * lineHeight(SIZE.body))) +
    lineHeight(SIZE.label) +
    16;
  layout.room(height);
  list.forEach((party, i) => {
    const x = MARGIN.x + i * (width + gap);
    const c = content[i] ?? { name: [], lines: [] };
    layout.box(x, layout.y, width, height);
    layout.text(label(layout, party.label), x + 8, layout.y - 8 - SIZE.label, { size: SIZE.label, color: MUTED });
    const top = layout.y - 8 - lineHeight(SIZE.label);
    layout.lines(c.name, x + 8, top, SIZE.body, { bold: party.name !== null });
    layout.lines(c.lines, x + 8, top - c.name.length * lineHeight(SIZE.body), SIZE.body);
  });
  layout.y -= height + 10;
}

/** Facts three to a row (the sheet has two): the file keeps a short invoice and its totals on one page. */
const FACTS_PER_ROW = 3;

function facts(layout: Layout, list: PrintedDocument['facts']) {
  const width = WIDTH / FACTS_PER_ROW;
  for (let i = 0; i < list.length; i += FACTS_PER_ROW) {
    const pair = list.slice(i, i + FACTS_PER_ROW).map((fact) => ({
      name: label(layout, fact.label),
      value: wrap(fact.value, layout.fonts.regular, SIZE.body, width - 2 * PAD.x),
    }));
    const height =
      Math.max(...pair.map((p) => p.value.length)) * lineHeight(SIZE.body) + lineHeight(SIZE.label) + 2 * PAD.y;
    layout.room(height);
    pair.forEach((p, j) => {
      const x = MARGIN.x + j * width;
      layout.box(x, layout.y, width, height);
      layout.text(p.name, x + PAD.x, layout.y - PAD.y - SIZE.label, { size: SIZE.label, color: MUTED });
      layout.lines(p.value, x + PAD.x, layout.y - PAD.y - lineHeight(SIZE.label), SIZE.body);
    });
    layout.y -= height;
  }
}

function marks(layout: Layout, fact: NonNullable<PrintedDocument['marks']>) {
  const lines = wrap(fact.value, layout.fonts.regular, SIZE.body, WIDTH);
  layout.y -= 8;
  layout.room(lineHeight(SIZE.label) + Math.min(lines.length, 3) * lineHeight(SIZE.body));
  layout.text(label(layout, fact.label), MARGIN.x, layout.y - SIZE.label, { size: SIZE.label, color: MUTED });
  layout.y -= lineHeight(SIZE.label);
  for (const line of lines) {
    layout.room(lineHeight(SIZE.body));
    layout.lines([line], MARGIN.x, layout.y, SIZE.body);
    layout.y -= lineHeight(SIZE.body);
  }
}

function table(layout: Layout, document: PrintedDocument) {
  const { columns, rows } = document.table;
  const figure = columns.map((c) => c.figure);
  const widths = columnWidths(
    columns.map((c) => c.label),
    rows,
    figure,
    layout.fonts,
  );
  const lefts = widths.map((_, i) => MARGIN.x + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const cellLines = (cells: readonly string[], bold: boolean) =>
    cells.map((cell, i) =>
      wrap(cell, bold ? layout.fonts.bold : layout.fonts.regular, SIZE.table, (widths[i] ?? 0) - 2 * PAD.x),
    );
  const draw = (cells: readonly string[], bold: boolean) => {
    const lines = cellLines(cells, bold);
    const height = Math.max(1, ...lines.map((l) => l.length)) * lineHeight(SIZE.table) + 2 * PAD.y;
    return {
      height,
      at: () => {
        lines.forEach((cell, i) => {
          const x = lefts[i] ?? MARGIN.x;
          const width = widths[i] ?? 0;
          layout.box(x, layout.y, width, height, bold ? SHADE : undefined);
          layout.lines(cell, x + PAD.x, layout.y - PAD.y, SIZE.table, {
            bold,
            ...(figure[i] ? { end: x + width - PAD.x } : {}),
          });
        });
        layout.y -= height;
      },
    };
  };
  const head = draw(
    columns.map((c) => c.label),
    true,
  );
  layout.y -= 14;
  const first = rows[0] ? draw(rows[0], false).height : 0;
  layout.room(head.height + first);
  head.at();
  layout.repeatOnNewPage(() => head.at());
  for (const row of rows) {
    const line = draw(row, false);
    layout.room(line.height);
    line.at();
  }
  layout.repeatOnNewPage(null);
}

/** A block drawn at the layout's current height: measured first, so that it can be kept on one page. */
interface Block {
  readonly height: number;
  draw(): void;
}

function totals(layout: Layout, list: PrintedDocument['totals']): Block {
  const width = WIDTH * 0.55;
  const x = MARGIN.x + WIDTH - width;
  const half = width / 2;
  const end = x + width - PAD.x;
  const rows = list.map((total) => {
    const name = wrap(total.label, layout.fonts.bold, SIZE.body, half - 2 * PAD.x);
    const value = wrap(total.value, layout.fonts.bold, SIZE.body, half - 2 * PAD.x);
    const notes = (total.notes ?? []).flatMap((note) => wrap(note, layout.fonts.regular, SIZE.table, half - 2 * PAD.x));
    const height =
      Math.max(
        name.length * lineHeight(SIZE.body),
        value.length * lineHeight(SIZE.body) + notes.length * lineHeight(SIZE.table),
      ) +
      2 * PAD.y;
    return { total, name, value, notes, height };
  });
  return {
    height: rows.reduce((sum, row) => sum + row.height, 0),
    draw() {
      for (const { total, name, value, notes, height } of rows) {
        layout.room(height);
        layout.box(x, layout.y, half, height, SHADE);
        layout.box(x + half, layout.y, half, height);
        layout.lines(name, x + PAD.x, layout.y - PAD.y, SIZE.body, { bold: true });
        layout.lines(value, x + half + PAD.x, layout.y - PAD.y, SIZE.body, { bold: total.strong === true, end });
        const below = layout.y - PAD.y - value.length * lineHeight(SIZE.body);
        layout.lines(notes, x + half + PAD.x, below, SIZE.table, { end });
        layout.y -= height;
      }
    },
  };
}

function closing(layout: Layout, document: PrintedDocument): Block {
  const declaration =
    document.declaration === undefined ? [] : wrap(document.declaration, layout.fonts.regular, SIZE.body, WIDTH);
  const signature = document.signature ?? [];
  const signHeight = signature.length > 0 ? 40 + 4 + lineHeight(SIZE.body) : 0;
  const empty = declaration.length === 0 && signHeight === 0;
  return {
    height: empty ? 0 : 22 + declaration.length * lineHeight(SIZE.body) + signHeight,
    draw() {
      if (empty) return;
      layout.y -= 22;
      layout.lines(declaration, MARGIN.x, layout.y, SIZE.body);
      layout.y -= declaration.length * lineHeight(SIZE.body);
      if (signature.length === 0) return;
      layout.y -= 40;
      const gap = 28;
      const width = (WIDTH - gap * (signature.length - 1)) / signature.length;
      signature.forEach((name, i) => {
        const x = MARGIN.x + i * (width + gap);
        layout.rule(x, layout.y, width);
        layout.lines([name], x, layout.y - 4, SIZE.body);
      });
      layout.y -= 4 + lineHeight(SIZE.body);
    },
  };
}

/** The totals, the declaration and the lines to sign it stay on one page (as long as a page holds them). */
function ending(layout: Layout, document: PrintedDocument) {
  const sum = totals(layout, document.totals);
  const close = closing(layout, document);
  layout.y -= 11;
  layout.room(Math.min(sum.height + close.height, A4.height - MARGIN.top - MARGIN.bottom));
  sum.draw();
  layout.room(close.height);
  close.draw();
}

function pageNumbers(layout: Layout, words: string) {
  const count = layout.pages.length;
  layout.pages.forEach((page, i) => {
    const text = layout.clean(words.replace('{page}', String(i + 1)).replace('{pages}', String(count)));
    const width = layout.fonts.regular.widthOfTextAtSize(text, SIZE.footer);
    page.drawText(text, {
      x: (A4.width - width) / 2,
      y: MARGIN.bottom / 2,
      size: SIZE.footer,
      font: layout.fonts.regular,
      color: MUTED,
    });
  });
}

/** Every text of the document, made settable in WinAnsi (the layout measures what it draws). */
function cleaned(document: PrintedDocument, clean: (text: string) => string): PrintedDocument {
  const c = (text: string) => text.split('\n').map(clean).join('\n');
  const fact = (f: { label: string; value: string }) => ({ label: c(f.label), value: c(f.value) });
  return {
    ...document,
    title: c(document.title),
    ...(document.mark !== undefined ? { mark: c(document.mark) } : {}),
    reference: document.reference.map(fact),
    ...(document.note !== undefined ? { note: c(document.note) } : {}),
    parties: document.parties.map((p) => ({
      label: c(p.label),
      name: p.name === null ? null : c(p.name),
      lines: p.lines.map(c),
    })),
    factsLabel: c(document.factsLabel),
    facts: document.facts.map(fact),
    ...(document.marks ? { marks: fact(document.marks) } : {}),
    table: {
      columns: document.table.columns.map((col) => ({ ...col, label: c(col.label) })),
      rows: document.table.rows.map((row) => row.map(c)),
    },
    totals: document.totals.map((t) => ({
      ...t,
      label: c(t.label),
      value: c(t.value),
      ...(t.notes ? { notes: t.notes.map(c) } : {}),
    })),
    ...(document.declaration !== undefined ? { declaration: c(document.declaration) } : {}),
    ...(document.signature ? { signature: document.signature.map(c) } : {}),
  };
}

export async function writePdf(source: PrintedDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const clean = textCleaner(fonts.regular.getCharacterSet());
  const document = cleaned(source, clean);
  // The file's own title is Unicode: it keeps the words as they are.
  const number = source.reference.find((f) => f.label !== '')?.value ?? source.reference[0]?.value ?? '';
  pdf.setTitle(number === '' ? source.title : `${source.title} ${number}`);
  pdf.setLanguage(document.lang);
  pdf.setCreator('FreightDesk');
  pdf.setProducer('FreightDesk');
  const layout = new Layout(pdf, fonts, clean);
  header(layout, document);
  parties(layout, document.parties);
  facts(layout, document.facts);
  if (document.marks) marks(layout, document.marks);
  table(layout, document);
  ending(layout, document);
  pageNumbers(layout, document.pageLabel);
  return pdf.save();
}
