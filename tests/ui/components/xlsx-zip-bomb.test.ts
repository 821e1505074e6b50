import { describe, expect, it } from 'vitest';
import { measureZip, ZIP_LIMITS } from '../../../src/domain/shared/zip-directory';
import { checkImportFile, type CsvImportSpec } from '../../../src/ui/components/csv/csv-import';
import { toSheetTable } from '../../../src/ui/components/sheet/sheet-table';
import { readXlsx, writeXlsx } from '../../../src/ui/components/sheet/xlsx-book';
import { zipOfZeros } from '../../support/zip-bomb';

const spec: CsvImportSpec<{ code: string }> = {
  columns: ['code'],
  previewColumns: ['code'],
  readRow: (r) => ({ ok: true, value: { code: r.code ?? '' } }),
  maxRows: 10,
};

describe('an .xlsx measured before it is inflated', () => {
  it('reads a real workbook as within the limits', async () => {
    const table = toSheetTable('p', 'en', [{ code: 'P-1' }], [{ header: 'code', value: (r) => r.code }], (h) => h);
    const measured = measureZip(new Uint8Array(await writeXlsx(table)));
    expect(measured).toMatchObject({ ok: true });
  });

  it('refuses an entry declared past 20 MB, from a file of a few KB', async () => {
    const bomb = zipOfZeros('xl/worksheets/sheet1.xml', ZIP_LIMITS.inflatedBytes + 1);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(measureZip(bomb)).toEqual({ ok: false, code: 'workbookTooLarge' });
    const check = await checkImportFile(new File([bomb.slice().buffer], 'bomb.xlsx'), spec);
    expect(check.problems).toEqual([{ row: 0, field: '', code: 'workbookTooLarge' }]);
    expect((await readXlsx(bomb.slice().buffer, 10)).errors).toEqual(['workbookTooLarge']);
  });

  it('refuses a directory that does not read, or a ZIP64 one', () => {
    expect(measureZip(new TextEncoder().encode('not a zip'))).toEqual({ ok: false, code: 'workbookUnreadable' });
    const zip64 = zipOfZeros('a.xml', 10, 0xffffffff);
    expect(measureZip(zip64)).toEqual({ ok: false, code: 'workbookUnreadable' });
  });
});
