import ExcelJS from 'exceljs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { csvDelimiterFor, type CsvColumn } from '../../../src/domain/shared/csv';
import { checkImportFile, type CsvImportSpec } from '../../../src/ui/components/csv/csv-import';
import { headerFromText, sheetHeaderText } from '../../../src/ui/components/sheet/sheet-headers';
import { toSheetTable } from '../../../src/ui/components/sheet/sheet-table';
import { readXlsx, writeXlsx } from '../../../src/ui/components/sheet/xlsx-book';
import { messages } from '../../../src/ui/i18n/list-view.messages';

interface Row {
  readonly code: string;
  readonly price: string;
  readonly shipDate: string;
}
const columns: readonly CsvColumn<Row>[] = [
  { header: 'code', value: (r) => r.code },
  { header: 'unitPrice', kind: 'number', decimals: 2, value: (r) => r.price },
  { header: 'Ship date', kind: 'date', value: (r) => r.shipDate },
];
const rows: readonly Row[] = [
  { code: 'P-1', price: '1234.50', shipDate: '2026-03-01' },
  { code: '=HYPERLINK("x")', price: '-2.25', shipDate: '' },
];
const pt = createIntl({ locale: 'pt', messages: messages.pt });

async function workbook(buffer: ArrayBuffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('the Excel export and import', () => {
  it('writes numbers and dates as typed cells under a frozen header in the reader’s language', async () => {
    const table = toSheetTable('products', 'pt', rows, columns, (h) => sheetHeaderText(pt, h));
    const buffer = await writeXlsx(table);
    // A plain ArrayBuffer, which a worker can transfer (exceljs's own Buffer cannot be).
    expect(Object.prototype.toString.call(buffer)).toBe('[object ArrayBuffer]');
    const sheet = await workbook(buffer);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Código', 'Preço unitário', 'Data de embarque']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('B2').value).toBe(1234.5);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('B3').value).toBe(-2.25);
    expect(sheet.getCell('C2').value).toEqual(new Date(Date.UTC(2026, 2, 1)));
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('C3').value).toBeNull();
    // A text that a spreadsheet would run as a formula stays text, as in the CSV export.
    expect(sheet.getCell('A3').value).toBe(`'=HYPERLINK("x")`);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual('Preço unitário'.length);
  });

  it('reads the first sheet back as text cells, the neutralising quote undone', async () => {
    const table = toSheetTable('products', 'en', rows, columns, (h) => h);
    const read = await readXlsx(await writeXlsx(table), 10);
    expect(read.headers).toEqual(['code', 'unitPrice', 'Ship date']);
    expect(read.rows).toEqual([
      { code: 'P-1', unitPrice: '1234.5', 'Ship date': '2026-03-01' },
      { code: '=HYPERLINK("x")', unitPrice: '-2.25', 'Ship date': '' },
    ]);
  });

  it('imports a workbook with translated headers through the same row checks as a CSV', async () => {
    const spec: CsvImportSpec<{ code: string; price: number }> = {
      columns: ['code', 'unitPrice'],
      previewColumns: ['code'],
      readRow: (r) =>
        Number.isFinite(Number(r.unitPrice)) && r.code
          ? { ok: true, value: { code: r.code ?? '', price: Number(r.unitPrice) } }
          : { ok: false, error: { unitPrice: 'number' } },
      maxRows: 10,
    };
    const bad = [...rows, { code: 'P-3', price: 'lots', shipDate: '' }];
    const buffer = await writeXlsx(toSheetTable('products', 'pt', bad, columns, (h) => sheetHeaderText(pt, h)));
    const file = new File([buffer], 'products.xlsx');
    const check = await checkImportFile(file, spec, headerFromText(pt, spec.columns));
    expect(check.rows).toEqual([
      { code: 'P-1', price: 1234.5 },
      { code: '=HYPERLINK("x")', price: -2.25 },
    ]);
    expect(check.problems).toEqual([{ row: 3, field: 'unitPrice', code: 'number' }]);
  });

  it('refuses a file that is not a workbook with a per-file problem', async () => {
    const spec: CsvImportSpec<string> = {
      columns: ['code'],
      previewColumns: ['code'],
      readRow: (r) => ({ ok: true, value: r.code ?? '' }),
      maxRows: 10,
    };
    const check = await checkImportFile(new File(['not a zip'], 'x.xlsx'), spec);
    expect(check.problems.map((p) => p.code)).toContain('workbookUnreadable');
  });

  it('separates CSV cells the way the reader’s spreadsheet expects', () => {
    expect(csvDelimiterFor('pt')).toBe(';');
    expect(csvDelimiterFor('en')).toBe(',');
  });
});
